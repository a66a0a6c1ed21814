import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import type { Terminal } from '../schema';
import { isOnline } from '../schema';

/** Online, offline or deleted, as a chip whose title says what online means for the entity (a plain title: 25 MUI tooltips slow the first page). */
interface Props {
  /** The entity's online window in minutes and its start now (computed once for the list). */
  minutes: number;
  since: string;
}

export const TerminalStateChip = ({ minutes, since }: Props) => {
  const record = useRecordContext<Terminal>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.deleted)
    return <Chip size="small" variant="outlined" color="default" label={translate('terminalList.deleted')} />;
  const online = isOnline(record.lastConnectionDate, since);
  const hint = record.lastConnectionDate
    ? translate('terminalList.onlineHint', { minutes })
    : translate('terminalList.neverConnected');
  return (
    <Chip
      size="small"
      title={hint}
      color={online ? 'success' : 'default'}
      variant={online ? 'filled' : 'outlined'}
      label={translate(online ? 'terminalList.online' : 'terminalList.offline')}
    />
  );
};
