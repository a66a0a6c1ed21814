import { FormHelperText, FormLabel, Stack } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { FileDropZone } from '../../core/upload/FileDropZone';
import { FilePreview } from '../../core/upload/FilePreview';
import { FILE_WITH_AUTHORIZATION } from '../../core/upload/storedFileUrl';
import { useStoredFileFetch } from '../../core/upload/useStoredFileSource';
import { useEntityFlag } from '../../../authProvider/useEntityFlag';
import type { UploadedFile } from '../../core/upload/uploadedFile';

/** The image's size in pixels, read in the browser from the uploaded file. */
const sizeOf = (url: string) =>
  new Promise<{ width: number; height: number } | null>((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });

/**
 * A multimedia item's image: uploaded, never typed. The upload fills the file name and, when the
 * browser can read it, the width and height.
 */
export const MultimediaImageInput = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'path' });
  const { setValue } = useFormContext();
  const guarded = useEntityFlag(FILE_WITH_AUTHORIZATION);
  const fetchFile = useStoredFileFetch();
  const url = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  // A guarded file is measured from its content fetched with the token: a bare URL answers 401.
  const measure = async (stored: string) => {
    if (!guarded) return sizeOf(stored);
    const local = URL.createObjectURL(await fetchFile(stored));
    return sizeOf(local).finally(() => URL.revokeObjectURL(local));
  };
  const uploaded = async (file: UploadedFile) => {
    field.onChange(file.url);
    setValue('fileName', file.name, { shouldDirty: true, shouldValidate: true });
    const size = await measure(file.url).catch(() => null);
    if (size) {
      setValue('width', size.width, { shouldDirty: true });
      setValue('height', size.height, { shouldDirty: true });
    }
  };
  return (
    <Stack spacing={1} className="full-row" sx={{ mb: 2 }}>
      <FormLabel>{label}</FormLabel>
      {url && <FilePreview url={url} kind="image" alt={label} onRemove={() => field.onChange(null)} />}
      <FileDropZone kind="image" label={label} compact={url !== null} onUploaded={(file) => void uploaded(file)} />
      {fieldState.error?.message && <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText>}
    </Stack>
  );
};
