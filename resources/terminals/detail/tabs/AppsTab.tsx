import { CommandButton } from '../actions/CommandButton';
import { ActionsOfKind } from './ActionsOfKind';
import { Section } from './Section';
import { SoftwareTable } from './SoftwareTable';

/** The apps on the terminal and the installs asked of it. */
export const AppsTab = () => (
  <>
    <Section title="terminalDetail.apps.installed" actions={<CommandButton command="INSTALL_APP" />}>
      <SoftwareTable kinds={['APP']} empty="terminalDetail.apps.none" />
    </Section>
    <Section title="terminalDetail.apps.installs">
      <ActionsOfKind kinds={['INSTALL_APP']} empty="terminalDetail.apps.noInstalls" />
    </Section>
  </>
);
