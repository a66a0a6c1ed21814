import DescriptionIcon from '@mui/icons-material/Description';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, Link, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { FileKind } from './fileKinds';

interface Props {
  url: string;
  kind: FileKind;
  alt: string;
  onRemove?: () => void;
}

/** An uploaded file as a thumbnail (images) or a link (documents, videos, APKs), with a remove button. */
export const FilePreview = ({ url, kind, alt, onRemove }: Props) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {kind === 'image' ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          sx={{ width: 96, height: 96, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : (
        <Link href={url} target="_blank" rel="noopener" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <DescriptionIcon fontSize="small" />
          {translate('market.upload.open')}
        </Link>
      )}
      {onRemove && (
        <IconButton onClick={onRemove} aria-label={`${translate('market.upload.remove')}: ${alt}`} size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
};
