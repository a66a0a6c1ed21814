import { CommandButton } from '../actions/CommandButton';
import { ActionsOfKind } from './ActionsOfKind';
import { Section } from './Section';
import { SoftwareTable } from './SoftwareTable';

/** The system components and firmware on the terminal, and their installs. */
export const ComponentsTab = () => (
  <>
    <Section title="terminalDetail.components.installed" actions={<CommandButton command="INSTALL_COMPONENT" />}>
      <SoftwareTable kinds={['COMPONENT', 'FIRMWARE']} empty="terminalDetail.components.none" />
    </Section>
    <Section title="terminalDetail.components.installs">
      <ActionsOfKind kinds={['INSTALL_COMPONENT', 'INSTALL_FIRMWARE']} empty="terminalDetail.apps.noInstalls" />
    </Section>
  </>
);
