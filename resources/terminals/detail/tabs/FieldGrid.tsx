import { Box } from '@mui/material';
import { Labeled } from 'ra-ui-materialui';
import type { ReactNode } from 'react';
import type { Field, FieldMap } from '../../../core/fields';
import { FieldDisplay } from '../../../views/FieldDisplay';
import { fieldGridSx } from '../../../views/reactAdminParts/fieldGridSx';
import { fieldLabel } from '../../../views/labels';
import { terminals } from '../../schema';

type FieldPath = keyof typeof terminals.fields | `location.${string}` | `firmware.${string}`;

const fieldAt = (path: FieldPath): Field => {
  const [head, child] = path.split('.');
  const field: Field = terminals.fields[head as keyof typeof terminals.fields];
  const nested: FieldMap | undefined = 'fields' in field ? field.fields : undefined;
  return (child && nested?.[child]) || field;
};

/** Terminal fields shown as their declarations say, labelled, in a responsive grid. */
export const FieldGrid = ({ paths, children }: { paths: readonly FieldPath[]; children?: ReactNode }) => (
  <Box sx={fieldGridSx}>
    {paths.map((path) => (
      <Labeled key={path} label={fieldLabel(terminals.resource, path)}>
        <FieldDisplay resource={terminals.resource} path={path} field={fieldAt(path)} />
      </Labeled>
    ))}
    {children}
  </Box>
);
