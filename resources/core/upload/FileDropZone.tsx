import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { fileKindRules, type FileKind } from './fileKinds';
import type { UploadedFile } from './uploadedFile';
import { useFileUpload } from './useFileUpload';

interface Props {
  kind: FileKind;
  onUploaded: (file: UploadedFile) => void;
  disabled?: boolean;
  /** An accessible name for the drop area (the field it fills). */
  label: string;
  /** Another file may be uploaded while one is shown. */
  compact?: boolean;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * Drag and drop (or click) to upload one file of a kind, with progress and cancel. The service
 * decides by content; the size and the extension are checked here first to save a useless upload.
 */
export const FileDropZone = ({ kind, onUploaded, disabled, label, compact }: Props) => {
  const translate = useTranslate();
  const rule = fileKindRules[kind];
  const { upload, cancel, progress, failure, setFailure } = useFileUpload(kind);
  const max = megabytes(rule.maxBytes);
  const onDrop = async (accepted: File[], rejected: FileRejection[]) => {
    const refusal = rejected[0]?.errors[0]?.code;
    if (refusal)
      return setFailure({ key: refusal === 'file-too-large' ? 'market.upload.tooLarge' : 'market.upload.wrongType' });
    const uploaded = accepted[0] && (await upload(accepted[0]));
    if (uploaded) onUploaded(uploaded);
  };
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (accepted, rejected) => void onDrop(accepted, rejected),
    maxFiles: 1,
    multiple: false,
    maxSize: rule.maxBytes,
    accept: rule.accept,
    disabled: disabled || progress !== null,
    // The button opens the picker: the drop area itself is no control (no nested interactive elements).
    noClick: true,
    noKeyboard: true,
  });
  const percent = progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
  return (
    <Box className="file-drop-zone">
      {progress ? (
        <Stack direction="row" spacing={1} alignItems="center" role="status" sx={{ py: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2">
              {translate('market.upload.uploading', { name: progress.name, percent })}
            </Typography>
            <LinearProgress variant="determinate" value={percent} aria-label={progress.name} />
          </Box>
          <IconButton onClick={cancel} aria-label={translate('market.upload.cancel')}>
            <CloseIcon />
          </IconButton>
        </Stack>
      ) : (
        <Box
          {...getRootProps()}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: isDragActive ? 'primary.main' : 'divider',
            borderRadius: 1,
            p: compact ? 1 : 2,
            textAlign: 'center',
            bgcolor: isDragActive ? 'action.hover' : undefined,
          }}
        >
          <input {...getInputProps({ 'aria-label': label })} data-testid={`upload-${kind}`} />
          <CloudUploadIcon color="action" />
          <Typography variant="body2">{translate('market.upload.drop')}</Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('market.upload.limit', { kind: translate(`market.upload.kinds.${kind}`), max })}
          </Typography>
          <Button size="small" variant="outlined" onClick={open} disabled={disabled} sx={{ mt: 1 }}>
            {translate('market.upload.choose', { label })}
          </Button>
        </Box>
      )}
      {failure && (
        <Typography role="alert" variant="caption" color="error">
          {translate(failure.key, {
            max,
            ...(failure.wrongKind && {
              found: translate(`market.upload.found.${failure.wrongKind.found}`),
              expected: translate(`market.upload.expected.${failure.wrongKind.expected}`),
            }),
            ...(failure.notDeclared && {
              found: translate(`market.upload.found.${failure.notDeclared.found}`),
              declared: translate(`market.upload.found.${failure.notDeclared.declared}`),
            }),
          })}
        </Typography>
      )}
    </Box>
  );
};
