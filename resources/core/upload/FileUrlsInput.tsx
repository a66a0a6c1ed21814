import { FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { FileDropZone } from './FileDropZone';
import type { FileKind } from './fileKinds';
import { FilePreview } from './FilePreview';

interface Props {
  source: string;
  kind: FileKind;
  label: string;
  max: number;
  disabled?: boolean;
}

/** A form input holding up to `max` uploaded files (an app's screenshots), added one upload at a time. */
export const FileUrlsInput = ({ source, kind, label, max, disabled }: Props) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const urls: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const left = max - urls.length;
  return (
    <Stack spacing={1} className="full-row" sx={{ mb: 2 }}>
      <FormLabel>{label}</FormLabel>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        {urls.map((url, index) => (
          <FilePreview
            key={url}
            url={url}
            kind={kind}
            alt={`${label} ${index + 1}`}
            onRemove={disabled ? undefined : () => field.onChange(urls.filter((other) => other !== url))}
          />
        ))}
      </Stack>
      {!disabled &&
        (left > 0 ? (
          <>
            <Typography variant="caption" color="text.secondary">
              {translate('market.upload.screenshotsLeft', { count: left })}
            </Typography>
            <FileDropZone kind={kind} label={label} onUploaded={(file) => field.onChange([...urls, file.url])} />
          </>
        ) : (
          <Typography variant="caption">{translate('market.upload.screenshotsFull')}</Typography>
        ))}
      {fieldState.error?.message && <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText>}
    </Stack>
  );
};
