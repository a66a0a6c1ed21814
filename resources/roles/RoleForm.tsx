import { useMemo } from 'react';
import { Box } from '@mui/material';
import { SimpleForm } from 'ra-ui-materialui';
import type { ResourceSchema } from '../core/resourceSchema';
import type { ValidationMode } from '../core/validation';
import { FieldInput } from '../views/FieldInput';
import { formGrid } from '../views/SchemaForm';
import { schemaResolver } from '../views/schemaResolver';
import { PermissionPicker } from './PermissionPicker';
import { SaveDeleteToolbar } from '../views/SaveDeleteToolbar';

interface Props {
  schema: ResourceSchema;
  mode: ValidationMode;
}

/** A role's name and description (spec section 5: both required) and its grouped permission picker. */
export const RoleForm = ({ schema, mode }: Props) => {
  const resolver = useMemo(() => schemaResolver(schema, mode), [schema, mode]);
  return (
    <SimpleForm
      resolver={resolver}
      warnWhenUnsavedChanges
      toolbar={<SaveDeleteToolbar canDelete={mode === 'update'} />}
    >
      <Box sx={formGrid}>
        <FieldInput resource={schema.resource} path="name" field={schema.fields.name} mode={mode} />
        <FieldInput resource={schema.resource} path="description" field={schema.fields.description} mode={mode} />
        <PermissionPicker />
      </Box>
    </SimpleForm>
  );
};
