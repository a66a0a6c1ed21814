import { useState } from 'react';
import { Box, Skeleton } from '@mui/material';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import { useStoredFileSource } from '../core/upload/useStoredFileSource';

const FRAME = { height: 56, maxWidth: 160, border: 1, borderColor: 'divider', borderRadius: 1 } as const;

/**
 * The image an input or a record holds (fetched with the token when the entity guards its files);
 * one that cannot be loaded (an offline CDN) shows an icon, not its alt text.
 */
export const ImagePreview = ({ src: url, alt }: { src: string; alt: string }) => {
  const [failed, setFailed] = useState<string | null>(null);
  const src = useStoredFileSource(url);
  if (!src) return <Skeleton variant="rectangular" width={56} height={56} />;
  if (failed === src)
    return (
      <Box
        role="img"
        aria-label={alt}
        sx={{ ...FRAME, width: 56, display: 'grid', placeItems: 'center', color: 'text.disabled' }}
      >
        <BrokenImageOutlinedIcon />
      </Box>
    );
  return (
    <Box component="img" src={src} alt={alt} onError={() => setFailed(src)} sx={{ ...FRAME, objectFit: 'contain' }} />
  );
};
