import { Alert, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { commerceParameters, parameterValueFields, type CommerceParameters } from '../../commerceParameters/schema';
import { fieldLabel } from '../../views/labels';

const shown = (value: unknown, translate: (key: string) => string, field: string) => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (field === 'taxType')
    return translate(`resources.${commerceParameters.resource}.choices.taxType.${String(value)}`);
  return String(value);
};

/** The group's values, read-only: what the commerce's terminals take while it inherits. */
export const GroupValues = ({ group }: { group: Partial<CommerceParameters> | undefined }) => {
  const translate = useTranslate();
  if (!group) return <Alert severity="warning">{translate('errors.codes.PM-0022')}</Alert>;
  return (
    <Table size="small" aria-label={translate('commerceParams.groupValues')} sx={{ maxWidth: 560 }}>
      <TableBody>
        {parameterValueFields.map((field) => (
          <TableRow key={field}>
            <TableCell component="th" scope="row">
              {translate(fieldLabel(commerceParameters.resource, field))}
            </TableCell>
            <TableCell>{shown(group[field], translate, field)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
