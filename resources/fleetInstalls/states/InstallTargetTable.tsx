import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { InstallTargetRow } from '../shapes';

export const stateColors = {
  QUEUED: 'default',
  PENDING: 'info',
  WAITING: 'warning',
  DONE: 'success',
  FAILED: 'error',
} as const;

const columns = ['serialNumber', 'model', 'wave', 'state', 'reason', 'attempt'] as const;

/** One page of an install's terminals and the state of each, as the service sorts them (failed first). */
export const InstallTargetTable = ({ rows }: { rows: readonly InstallTargetRow[] }) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('fleetInstall.statesTitle')} className="install-targets">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{translate(`fleetInstall.columns.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.terminalId}>
            <TableCell>{row.serialNumber}</TableCell>
            <TableCell>{row.modelName}</TableCell>
            <TableCell>{row.wave}</TableCell>
            <TableCell>
              <Chip size="small" color={stateColors[row.state]} label={translate(`fleetInstall.states.${row.state}`)} />
            </TableCell>
            <TableCell>{row.reason ? translate(`fleetInstall.reasons.${row.reason}`) : ''}</TableCell>
            <TableCell>{row.attempt}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
