import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { FieldMap } from '../core/fields';
import { FieldInput } from './FieldInput';
import { groupLabel } from './labels';

interface Props {
  resource: string;
  path: string;
  fields: FieldMap;
}

/** A titled set of inputs for a nested object (an address, a location). */
export const FieldGroupInput = ({ resource, path, fields }: Props) => {
  const translate = useTranslate();
  const writable = Object.entries(fields).filter(([, field]) => !field.readOnly);
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, width: '100%' }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {translate(groupLabel(resource, path))}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: 2 }}>
        {writable.map(([name, field]) => (
          <FieldInput key={name} resource={resource} path={`${path}.${name}`} field={field} />
        ))}
      </Box>
    </Box>
  );
};
