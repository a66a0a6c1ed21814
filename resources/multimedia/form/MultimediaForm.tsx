import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { SimpleForm } from 'ra-ui-materialui';
import { useMemo } from 'react';
import type { ValidationMode } from '../../core/validation';
import { FieldInput } from '../../views/FieldInput';
import { fieldLabel } from '../../views/labels';
import { formGrid } from '../../views/SchemaForm';
import { schemaResolver } from '../../views/schemaResolver';
import { multimedia } from '../schema';
import { MultimediaImageInput } from './MultimediaImageInput';
import { SaveDeleteToolbar } from '../../views/SaveDeleteToolbar';

const fields = [
  'placeId',
  'location',
  'appId',
  'validFrom',
  'validTo',
  'fileName',
  'folder',
  'width',
  'height',
] as const;

/**
 * A multimedia item: where it shows (a place id no other item holds, a location, maybe an app),
 * when (valid to after valid from) and its uploaded image.
 */
export const MultimediaForm = ({ mode }: { mode: ValidationMode }) => {
  const translate = useTranslate();
  const resolver = useMemo(() => schemaResolver(multimedia, mode), [mode]);
  return (
    <SimpleForm
      resolver={resolver}
      warnWhenUnsavedChanges
      toolbar={<SaveDeleteToolbar canDelete={mode === 'update'} />}
    >
      <Box sx={formGrid}>
        {fields.map((name) => (
          <FieldInput
            key={name}
            resource={multimedia.resource}
            path={name}
            field={multimedia.fields[name]}
            mode={mode}
          />
        ))}
        <MultimediaImageInput label={translate(fieldLabel(multimedia.resource, 'path'))} />
      </Box>
    </SimpleForm>
  );
};
