import { Box } from '@mui/material';
import type { ValidationMode } from '../../core/validation';
import { FieldInput } from '../../views/FieldInput';
import { formGrid } from '../../views/SchemaForm';
import { components } from '../schema';
import { ComponentTypeInput } from './ComponentTypeInput';

const fields = ['name', 'packageName', 'modelIds', 'description'] as const;

/** A component's data: its type from the service, the rest from its schema. */
export const ComponentDataInputs = ({ mode }: { mode: ValidationMode }) => (
  <Box sx={formGrid}>
    <FieldInput resource={components.resource} path="name" field={components.fields.name} mode={mode} />
    <ComponentTypeInput />
    {fields.slice(1).map((name) => (
      <FieldInput key={name} resource={components.resource} path={name} field={components.fields[name]} mode={mode} />
    ))}
  </Box>
);
