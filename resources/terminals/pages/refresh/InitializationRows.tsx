import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { InitializationRow } from '../../operations/shapes';

/** The outcome of sending initialization parameters, serial by serial (problems first). */
export const InitializationRows = ({ rows }: { rows: readonly InitializationRow[] }) => {
  const translate = useTranslate();
  const ordered = [...rows].sort((a, b) => Number(a.status === 'SENT') - Number(b.status === 'SENT'));
  return (
    <Table size="small" aria-label={translate('terminalOperations.refresh.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('terminalOperations.common.serialNumber')}</TableCell>
          <TableCell>{translate('terminalOperations.common.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ordered.slice(0, 500).map((row) => (
          <TableRow key={row.serialNumber}>
            <TableCell>{row.serialNumber}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={row.status === 'SENT' ? 'success' : 'warning'}
                label={translate(`terminalOperations.refresh.status.${row.status}`)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
