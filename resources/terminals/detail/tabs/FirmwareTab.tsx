import { FieldGrid } from './FieldGrid';
import { Section } from './Section';
import { SoftwareTable } from './SoftwareTable';

/** The firmware the terminal reports and the firmware image installed on it. */
export const FirmwareTab = () => (
  <>
    <Section title="terminalDetail.firmware.details">
      <FieldGrid
        paths={[
          'firmware.androidApiLevel',
          'firmware.kernel',
          'firmware.kmsVersion',
          'firmware.secureModule',
          'firmware.emvPackageVersions',
        ]}
      />
    </Section>
    <Section title="terminalDetail.firmware.image">
      <SoftwareTable kinds={['FIRMWARE']} empty="terminalDetail.firmware.none" />
    </Section>
  </>
);
