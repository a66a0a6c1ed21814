import { Box } from '@mui/material';
import { SimpleForm } from 'ra-ui-materialui';
import { useMemo } from 'react';
import type { ValidationMode } from '../../core/validation';
import { FieldInput } from '../../views/FieldInput';
import { formGrid } from '../../views/SchemaForm';
import { branches } from '../schema';
import { branchResolver } from './branchResolver';
import { SaveDeleteToolbar } from '../../views/SaveDeleteToolbar';

/** A branch: its behaviour, donation target, amounts and amount ranges, checked as the service checks them. */
export const BranchForm = ({ mode }: { mode: ValidationMode }) => {
  const resolver = useMemo(() => branchResolver(mode), [mode]);
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
