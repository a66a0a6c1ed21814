import { FormHelperText, FormLabel, Stack } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { FileDropZone } from './FileDropZone';
import type { FileKind } from './fileKinds';
import { FilePreview } from './FilePreview';

interface Props {
  source: string;
  kind: FileKind;
  label: string;
  disabled?: boolean;
}

/**
 * A form input holding the address of one uploaded file (an icon, a terms document): the file is
 * uploaded, never typed; the address the service answers is what the record keeps.
 */
export const FileUrlInput = ({ source, kind, label, disabled }: Props) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const url = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  return (
    <Stack spacing={1} className="full-row" sx={{ mb: 2 }}>
      <FormLabel>{label}</FormLabel>
      {url && (
        <FilePreview url={url} kind={kind} alt={label} onRemove={disabled ? undefined : () => field.onChange(null)} />
      )}
      {!disabled && (
        <FileDropZone
          kind={kind}
          label={label}
          compact={url !== null}
          onUploaded={(file) => field.onChange(file.url)}
        />
      )}
      {fieldState.error?.message && <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText>}
    </Stack>
  );
};
