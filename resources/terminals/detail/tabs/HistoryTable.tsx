import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import type { TerminalAction } from '../../../terminalsHistory/schema';
import { ActionStateChip } from './ActionStateChip';

const columns = ['requestedAt', 'action', 'detail', 'state', 'completedAt', 'requestedBy'] as const;

/** Actions with their state, when they were asked and answered, and why one failed. */
export const HistoryTable = ({ actions }: { actions: readonly TerminalAction[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString(locale) : '—');
  return (
    <Table size="small" aria-label={translate('resources.terminalsHistory.name', { smart_count: 2 })}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{translate(`resources.terminalsHistory.fields.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {actions.map((action) => (
          <TableRow key={action.id} data-state={action.state}>
            <TableCell>{when(action.requestedAt)}</TableCell>
            <TableCell>{translate(`resources.terminalsHistory.choices.action.${action.action}`)}</TableCell>
            <TableCell>{action.detail ?? ''}</TableCell>
            <TableCell>
              <ActionStateChip state={action.state} />
              {action.reason && (
                <Typography variant="caption" display="block" color="error">
                  {translate(`resources.terminalsHistory.choices.reason.${action.reason}`)}
                </Typography>
              )}
            </TableCell>
            <TableCell>{action.state === 'PENDING' ? '' : when(action.completedAt)}</TableCell>
            <TableCell>{action.requestedBy ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
