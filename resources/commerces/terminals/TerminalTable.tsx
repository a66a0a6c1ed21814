import { Checkbox, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { terminals } from '../../terminals/schema';
import { OnlineChip } from './OnlineChip';
import type { CommerceTerminal } from './shapes';

interface Props {
  rows: readonly CommerceTerminal[];
  selected: ReadonlySet<number>;
  onToggle(ids: number[], on: boolean): void;
  label: string;
  /** The warehouse column, for stock. */
  warehouseName?: (id: number | null) => string;
}

/** Terminals with a check box each: serial (to its detail), alias, online state, last connection. */
export const TerminalTable = ({ rows, selected, onToggle, label, warehouseName }: Props) => {
  const translate = useTranslate();
  const all = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={!all && rows.some((row) => selected.has(row.id))}
                onChange={(_, on) =>
                  onToggle(
                    rows.map((row) => row.id),
                    on,
                  )
                }
                inputProps={{ 'aria-label': translate('commerceTerminals.selectAll') }}
              />
            </TableCell>
            <TableCell>{translate('resources.Terminal.fields.serialNumber')}</TableCell>
            <TableCell>{translate('resources.Terminal.fields.alias')}</TableCell>
            {warehouseName && <TableCell>{translate('resources.Terminal.fields.warehouseId')}</TableCell>}
            <TableCell>{translate('commerceTerminals.state')}</TableCell>
            <TableCell>{translate('resources.Terminal.fields.lastConnectionDate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} selected={selected.has(row.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(row.id)}
                  onChange={(_, on) => onToggle([row.id], on)}
                  inputProps={{ 'aria-label': row.serialNumber }}
                />
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={`/${terminals.resource}/${row.id}/show`}>
                  {row.serialNumber}
                </Link>
              </TableCell>
              <TableCell>{row.alias ?? '—'}</TableCell>
              {warehouseName && <TableCell>{warehouseName(row.warehouseId)}</TableCell>}
              <TableCell>
                <OnlineChip online={row.online} />
              </TableCell>
              <TableCell>{row.lastConnectionDate ? new Date(row.lastConnectionDate).toLocaleString() : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
