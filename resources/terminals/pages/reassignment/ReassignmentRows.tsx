import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCanAccess, useGetMany, useTranslate } from 'ra-core';
import { commerces } from '../../../commerces/schema';
import type { ReassignmentRow } from '../../operations/shapes';

const SHOWN = 200;

interface Props {
  rows: readonly ReassignmentRow[];
  targetName: string;
}

/** Serial by serial: where each terminal is, where it goes, or why it does not. */
export const ReassignmentRows = ({ rows, targetName }: Props) => {
  const translate = useTranslate();
  const ids = [...new Set(rows.flatMap((row) => (row.fromCommerceId ? [row.fromCommerceId] : [])))];
  const { canAccess = false } = useCanAccess({ resource: commerces.resource, action: 'list' });
  const { data: from = [] } = useGetMany(commerces.resource, { ids }, { enabled: ids.length > 0 && canAccess });
  const nameOf = (id?: number) => String(from.find((record) => record.id === id)?.name ?? id ?? '—');
  const ordered = [...rows].sort((a, b) => Number(a.status === 'MOVE') - Number(b.status === 'MOVE'));
  return (
    <>
      <Table size="small" aria-label={translate('terminalOperations.reassignment.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('terminalOperations.common.serialNumber')}</TableCell>
            <TableCell>{translate('terminalOperations.reassignment.from')}</TableCell>
            <TableCell>{translate('terminalOperations.reassignment.to')}</TableCell>
            <TableCell>{translate('terminalOperations.common.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ordered.slice(0, SHOWN).map((row) => (
            <TableRow key={row.serialNumber}>
              <TableCell>{row.serialNumber}</TableCell>
              <TableCell>{row.fromCommerceId ? nameOf(row.fromCommerceId) : '—'}</TableCell>
              <TableCell>{row.status === 'MOVE' ? targetName : '—'}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={row.status === 'MOVE' ? 'success' : row.status === 'ALREADY_THERE' ? 'default' : 'warning'}
                  label={translate(`terminalOperations.reassignment.status.${row.status}`)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > SHOWN && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('terminalOperations.assignment.more', { count: rows.length - SHOWN })}
        </Typography>
      )}
    </>
  );
};
