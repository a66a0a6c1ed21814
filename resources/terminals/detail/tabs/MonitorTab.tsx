import { Stack } from '@mui/material';
import { CommandButton } from '../actions/CommandButton';
import { ConnectionStatus } from './ConnectionStatus';
import { FieldGrid } from './FieldGrid';
import { HistoryTab } from './HistoryTab';
import { Section } from './Section';

/** The terminal's live state and the remote controls, with what they did. */
export const MonitorTab = () => (
  <>
    <Section title="terminalDetail.monitor.state">
      <FieldGrid paths={['lastConnectionDate', 'batteryLevel', 'freeStorageMb', 'connectionType']}>
        <ConnectionStatus />
      </FieldGrid>
    </Section>
    <Section title="terminalDetail.monitor.control">
      <Stack direction="row" gap={1} flexWrap="wrap">
        <CommandButton command="REQUEST_STATUS" />
        <CommandButton command="REQUEST_LOGS" />
        <CommandButton command="RESTART" />
        <CommandButton command="TPV_INITIALIZATION" />
      </Stack>
    </Section>
    <Section title="terminalDetail.monitor.recent">
      <HistoryTab />
    </Section>
  </>
);
