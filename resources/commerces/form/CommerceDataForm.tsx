import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { SimpleForm, TextInput } from 'ra-ui-materialui';
import { useMemo } from 'react';
import type { ValidationMode } from '../../core/validation';
import { FieldInput } from '../../views/FieldInput';
import { formGrid } from '../../views/SchemaForm';
import { commerces } from '../schema';
import { commerceResolver } from './commerceResolver';
import { useCommerceVariant } from './useCommerceVariant';
import { variantFields } from './variantFields';
import { SaveDeleteToolbar } from '../../views/SaveDeleteToolbar';

/**
 * The commerce's own data, as its entity's variant asks for it: the card processor's RNC, the
 * Spanish bank's CIF, the fields each requires, the e-mail when the entity flag says so.
 */
export const CommerceDataForm = ({ mode }: { mode: ValidationMode }) => {
  const translate = useTranslate();
  const { entityId, variant, config } = useCommerceVariant();
  const resolver = useMemo(() => commerceResolver(mode, entityId, config), [mode, entityId, config]);
  const fields = useMemo(() => variantFields(commerces.fields, variant, config), [variant, config]);
  return (
    <SimpleForm
      resolver={resolver}
      warnWhenUnsavedChanges
      toolbar={<SaveDeleteToolbar canDelete={mode === 'update'} />}
    >
      <Box sx={formGrid}>
        {Object.entries(fields)
          .filter(([, field]) => !field.readOnly)
          .map(([name, field]) =>
            name === 'taxId' && variant === 'cif' ? (
              <TextInput
                key={name}
                source={name}
                label="commerceForm.labels.cif"
                isRequired
                helperText={translate('commerceForm.help.cif')}
              />
            ) : (
              <FieldInput key={name} resource={commerces.resource} path={name} field={field} mode={mode} />
            ),
          )}
      </Box>
    </SimpleForm>
  );
};
