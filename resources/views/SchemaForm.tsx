import { useMemo } from 'react';
import { SimpleForm, Toolbar, SaveButton, DeleteButton } from 'ra-ui-materialui';
import { Box } from '@mui/material';
import type { ResourceSchema } from '../core/resourceSchema';
import type { ValidationMode } from '../core/validation';
import { FieldInput } from './FieldInput';
import { schemaResolver, withFormCheck, type FormCheck } from './schemaResolver';

interface Props {
  schema: ResourceSchema;
}

interface FormProps extends Props {
  mode: ValidationMode;
  /** A rule beyond the schema, checked once the schema passes (schemaResolver.ts). */
  check?: FormCheck;
}

/** Inputs flow in as many columns as fit; grouped inputs take a whole row. */
export const formGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  columnGap: 2,
  width: '100%',
  '& > fieldset, & .full-row': { gridColumn: '1 / -1' },
} as const;

const FormToolbar = ({ schema }: Props) => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    {schema.operations.delete && <DeleteButton mutationMode="pessimistic" />}
  </Toolbar>
);

/**
 * The create and edit form of a resource: one input per writable field, validated by the same
 * zod schema the sandbox applies, warning before unsaved changes are lost.
 */
export const SchemaForm = ({ schema, mode, check }: FormProps) => {
  const resolver = useMemo(() => withFormCheck(schemaResolver(schema, mode), check), [schema, mode, check]);
  const writable = Object.entries(schema.fields).filter(([, field]) => !field.readOnly);
  return (
    <SimpleForm resolver={resolver} warnWhenUnsavedChanges toolbar={<FormToolbar schema={schema} />}>
      <Box sx={formGrid}>
        {writable.map(([name, field]) => (
          <FieldInput key={name} resource={schema.resource} path={name} field={field} mode={mode} />
        ))}
      </Box>
    </SimpleForm>
  );
};
