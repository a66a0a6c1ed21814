import { LinearProgress, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import type { TerminalActionKind } from '../../../terminalsHistory/schema';
import { useTerminalHistory } from '../useTerminalHistory';
import { HistoryTable } from './HistoryTable';

/** The recent actions of some kinds (the installs of a tab), from the terminal's history. */
export const ActionsOfKind = ({ kinds, empty }: { kinds: readonly TerminalActionKind[]; empty: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const history = useTerminalHistory(Number(record?.id), 1, 50);
  if (history.isPending) return <LinearProgress />;
  const actions = (history.data?.data ?? []).filter((action) => kinds.includes(action.action));
  if (actions.length === 0) return <Typography color="text.secondary">{translate(empty)}</Typography>;
  return <HistoryTable actions={actions} />;
};
