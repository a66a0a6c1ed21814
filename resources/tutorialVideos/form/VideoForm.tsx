import { useTranslate } from 'ra-core';
import { SimpleForm } from 'ra-ui-materialui';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import type { ResourceSchema } from '../../core/resourceSchema';
import type { FileKind } from '../../core/upload/fileKinds';
import { FileUrlInput } from '../../core/upload/FileUrlInput';
import type { ValidationMode } from '../../core/validation';
import { FieldInput } from '../../views/FieldInput';
import { fieldLabel } from '../../views/labels';
import { formGrid } from '../../views/SchemaForm';
import { schemaResolver } from '../../views/schemaResolver';
import { SaveDeleteToolbar } from '../../views/SaveDeleteToolbar';

/** The fields of a video resource that hold an uploaded file, and the kind of file. */
const fileFields: Record<string, FileKind> = { videoUrl: 'video', thumbnail: 'image', image: 'image' };

/**
 * A video's (or a video category's) form: its video and image are uploaded, never typed; the
 * order number is kept out (the list's drag and drop sets it); the rest are the schema's inputs.
 */
export const VideoForm = ({ schema, mode }: { schema: ResourceSchema; mode: ValidationMode }) => {
  const translate = useTranslate();
  const resolver = useMemo(() => schemaResolver(schema, mode), [schema, mode]);
  const names = Object.keys(schema.fields).filter((name) => !schema.fields[name].readOnly);
  const inputs = names.filter((name) => !(name in fileFields) && name !== 'orderNumber');
  const files = names.filter((name) => name in fileFields);
  return (
    <SimpleForm
      resolver={resolver}
      warnWhenUnsavedChanges
      toolbar={<SaveDeleteToolbar canDelete={mode === 'update'} />}
    >
      <Box sx={formGrid}>
        {inputs.map((name) => (
          <FieldInput key={name} resource={schema.resource} path={name} field={schema.fields[name]} mode={mode} />
        ))}
        {files.map((name) => (
          <FileUrlInput
            key={name}
            source={name}
            kind={fileFields[name]}
            label={translate(fieldLabel(schema.resource, name))}
          />
        ))}
      </Box>
    </SimpleForm>
  );
};
