import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';
import { Link } from 'react-router-dom';
import { terminals } from '../../../terminals/schema';
import { RemoveFromGroupButton } from './RemoveFromGroupButton';

interface Props {
  rows: readonly RaRecord[];
  canEdit: boolean;
  onRemoved: () => void;
}

/** A page of the group's terminals, each linked to its detail, with its removal for editors. */
export const GroupTerminalTable = ({ rows, canEdit, onRemoved }: Props) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-labelledby="group-terminals-title">
      <TableHead>
        <TableRow>
          <TableCell>{translate('groupPages.terminals.serial')}</TableCell>
          <TableCell>{translate('groupPages.terminals.alias')}</TableCell>
          {canEdit && <TableCell align="right">{translate('groupPages.terminals.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((terminal) => (
          <TableRow key={terminal.id}>
            <TableCell>
              <MuiLink component={Link} to={`/${terminals.resource}/${terminal.id}/show`}>
                {String(terminal.serialNumber)}
              </MuiLink>
            </TableCell>
            <TableCell>{String(terminal.alias ?? '')}</TableCell>
            {canEdit && (
              <TableCell align="right">
                <RemoveFromGroupButton terminal={terminal} onRemoved={onRemoved} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
