import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { FileKind } from './fileKinds';
import { StoredFileLink } from './StoredFileLink';
import { useStoredFileSource } from './useStoredFileSource';

interface Props {
  url: string;
  kind: FileKind;
  alt: string;
  onRemove?: () => void;
}

const THUMBNAIL_SX = {
  width: 96,
  height: 96,
  objectFit: 'contain',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
};

const Thumbnail = ({ url, alt }: { url: string; alt: string }) => {
  const source = useStoredFileSource(url);
  if (!source) return <Skeleton variant="rectangular" width={96} height={96} />;
  return <Box component="img" src={source} alt={alt} sx={THUMBNAIL_SX} />;
};

/** An uploaded file as a thumbnail (images) or a link (documents, videos, APKs), with a remove button. */
export const FilePreview = ({ url, kind, alt, onRemove }: Props) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {kind === 'image' ? <Thumbnail url={url} alt={alt} /> : <StoredFileLink url={url} fileName={alt} />}
      {onRemove && (
        <IconButton onClick={onRemove} aria-label={`${translate('market.upload.remove')}: ${alt}`} size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
};
