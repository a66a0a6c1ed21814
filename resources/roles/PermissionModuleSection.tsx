import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'ra-core';
import { PermissionPickerRow } from './PermissionPickerRow';
import { idsOfRow, type PermissionGroup } from './permissionGroups';

interface Props {
  group: PermissionGroup;
  selected: ReadonlySet<number>;
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
  onToggle: (id: number, on: boolean) => void;
}

/** One module of the picker, folded to its name and how many of its permissions are ticked. */
export const PermissionModuleSection = ({ group, selected, expanded, onExpand, onToggle }: Props) => {
  const translate = useTranslate();
  const label = translate(`settings.picker.modules.${group.module}`);
  const ids = group.rows.flatMap(idsOfRow);
  const ticked = ids.filter((id) => selected.has(id)).length;
  return (
    <section aria-label={label}>
      <Accordion disableGutters expanded={expanded} onChange={(_, open) => onExpand(open)} variant="outlined">
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography sx={{ fontWeight: 500, flexGrow: 1 }}>{label}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
            {translate('settings.picker.ticked', { ticked, total: ids.length })}
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ p: 0 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('settings.picker.permission')}</TableCell>
                <TableCell align="center" sx={{ width: 120 }}>
                  {translate('settings.picker.read')}
                </TableCell>
                <TableCell align="center" sx={{ width: 160 }}>
                  {translate('settings.picker.write')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {group.rows.map((row) => (
                <PermissionPickerRow key={row.key} row={row} selected={selected} onToggle={onToggle} />
              ))}
            </TableBody>
          </Table>
        </AccordionDetails>
      </Accordion>
    </section>
  );
};
