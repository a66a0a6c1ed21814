import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { UpdateRow } from './updateShapes';

const colors = { PENDING: 'default', WAITING: 'warning', DONE: 'success', FAILED: 'error' } as const;
const order = { FAILED: 0, PENDING: 1, WAITING: 2, DONE: 3 } as const;

/** Each terminal's push and its state: failed first, then pending, waiting for the terminal, done. */
export const UpdateRows = ({ rows, title }: { rows: readonly UpdateRow[]; title?: string }) => {
  const translate = useTranslate();
  const sorted = [...rows].sort(
    (a, b) => order[a.state] - order[b.state] || a.serialNumber.localeCompare(b.serialNumber),
  );
  return (
    <Table size="small" aria-label={title ?? translate('profilesEmv.update.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('terminalOperations.common.serialNumber')}</TableCell>
          <TableCell>{translate('terminalOperations.common.status')}</TableCell>
          <TableCell>{translate('profilesEmv.update.reason')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.slice(0, 500).map((row) => (
          <TableRow key={row.actionId}>
            <TableCell>{row.serialNumber}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={colors[row.state]}
                label={translate(`profilesEmv.update.states.${row.state}`)}
              />
            </TableCell>
            <TableCell>{row.reason ? translate(`profilesEmv.update.reasons.${row.reason}`) : ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
