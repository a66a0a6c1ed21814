import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { BatchProgress } from './useBatches';

/** How far a batched operation has got. */
export const BatchProgressBar = ({ progress }: { progress: BatchProgress | null }) => {
  const translate = useTranslate();
  if (!progress) return null;
  const value = progress.total ? (progress.done / progress.total) * 100 : 0;
  return (
    <Box role="status" sx={{ my: 2 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={translate('terminalOperations.common.progress', progress)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('terminalOperations.common.progress', progress)}
      </Typography>
    </Box>
  );
};
