import { useRecordContext, useTranslate } from 'ra-core';
import type { Terminal } from '../schema';
import { isOnline, onlineSince } from '../schema';
import { StateBadge } from './StateBadge';

interface Props {
  /** The entity's online window in minutes (read once for the list). */
  minutes: number;
}

/**
 * Online, offline or deleted, as a chip whose title says what online means for the entity (a
 * plain title: 25 MUI tooltips slow the first page). The window starts from the clock when the
 * row is drawn, as the server's filter did when it answered: a start taken when the list opened
 * would call terminals online minutes after they went quiet.
 */
export const TerminalStateChip = ({ minutes }: Props) => {
  const record = useRecordContext<Terminal>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.deleted) return <StateBadge look="outlined">{translate('terminalList.deleted')}</StateBadge>;
  const online = isOnline(record.lastConnectionDate, onlineSince(Date.now(), minutes));
  const hint = record.lastConnectionDate
    ? translate('terminalList.onlineHint', { minutes })
    : translate('terminalList.neverConnected');
  return (
    <StateBadge title={hint} look={online ? 'filled' : 'outlined'}>
      {translate(online ? 'terminalList.online' : 'terminalList.offline')}
    </StateBadge>
  );
};
