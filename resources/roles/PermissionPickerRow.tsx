import { Checkbox, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { PermissionEntry, PermissionRow } from './permissionGroups';

interface Props {
  row: PermissionRow;
  selected: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  disabled?: boolean;
}

const Name = ({ entry }: { entry: PermissionEntry }) => (
  <Typography component="span" variant="caption" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
    {entry.name}
  </Typography>
);

/** A line of the picker: the read and write-and-read checkboxes side by side, or one checkbox. */
export const PermissionPickerRow = ({ row, selected, onToggle, disabled }: Props) => {
  const translate = useTranslate();
  const box = (entry: PermissionEntry, implied = false) => (
    <Checkbox
      size="small"
      checked={selected.has(entry.id) || implied}
      disabled={disabled || implied}
      onChange={(event) => onToggle(entry.id, event.target.checked)}
      slotProps={{ input: { 'aria-label': entry.name } }}
    />
  );
  if (row.kind === 'single')
    return (
      <TableRow hover>
        <TableCell>
          <div>{row.single.description ?? row.single.name}</div>
          <Name entry={row.single} />
        </TableCell>
        <TableCell colSpan={2} align="center" title={translate('settings.picker.single')}>
          {box(row.single)}
        </TableCell>
      </TableRow>
    );
  const writeHeld = selected.has(row.write.id);
  return (
    <TableRow hover>
      <TableCell>
        <div>{row.read.description ?? row.read.name}</div>
        <Name entry={row.read} /> · <Name entry={row.write} />
      </TableCell>
      <TableCell align="center" title={writeHeld ? translate('settings.picker.implied') : undefined}>
        {box(row.read, writeHeld)}
      </TableCell>
      <TableCell align="center">{box(row.write)}</TableCell>
    </TableRow>
  );
};
