import { Box } from '@mui/material';
import { SimpleForm } from 'ra-ui-materialui';
import { useMemo } from 'react';
import type { ValidationMode } from '../../core/validation';
import { FieldInput } from '../../views/FieldInput';
import { formGrid } from '../../views/SchemaForm';
import { schemaResolver } from '../../views/schemaResolver';
import { branches } from '../schema';
import { SaveDeleteToolbar } from '../../views/SaveDeleteToolbar';

/** A branch: its behaviour, donation target, amounts and amount ranges, checked by its schema as the service checks it. */
export const BranchForm = ({ mode }: { mode: ValidationMode }) => {
  const resolver = useMemo(() => schemaResolver(branches, mode), [mode]);
  return (
    <SimpleForm
      resolver={resolver}
      warnWhenUnsavedChanges
      toolbar={<SaveDeleteToolbar canDelete={mode === 'update'} />}
    >
      <Box sx={formGrid}>
        {Object.entries(branches.fields).map(([name, field]) => (
          <FieldInput key={name} resource={branches.resource} path={name} field={field} mode={mode} />
        ))}
      </Box>
    </SimpleForm>
  );
};
