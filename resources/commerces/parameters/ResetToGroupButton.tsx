import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import { parameterValueFields } from '../../commerceParameters/schema';
import { useGroupParameters } from './useGroupParameters';

/** Copies the source group's values into the form (saved with 'Guardar'), and stops inheriting. */
export const ResetToGroupButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue } = useFormContext();
  const sourceGroupId = useWatch({ name: 'sourceGroupId' }) as number | null | undefined;
  const { group, isPending } = useGroupParameters(sourceGroupId);
  const reset = () => {
    if (!group) {
      notify('errors.codes.PM-0022', { type: 'warning' });
      return;
    }
    parameterValueFields.forEach((field) => setValue(field, group[field] ?? null, { shouldDirty: true }));
    setValue('inheritFromGroup', false, { shouldDirty: true });
    notify('commerceParams.resetDone', { type: 'info' });
  };
  return (
    <Button startIcon={<RestartAltIcon />} onClick={reset} disabled={sourceGroupId == null || isPending}>
      {translate('commerceParams.reset')}
    </Button>
  );
};
