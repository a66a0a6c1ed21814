import { useId } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';

interface Props {
  label: string;
  /** 0 to 100. */
  percent: number;
  caption: string;
  warning?: boolean;
}

/** A labelled level (battery, storage) read as a bar and as text. */
export const Meter = ({ label, percent, caption, warning = false }: Props) => {
  // An id of its own: the label has spaces, which would split an id made from it into several.
  const labelId = useId();
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography variant="body2" color="text.secondary" id={labelId}>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, percent))}
        color={warning ? 'warning' : 'primary'}
        aria-labelledby={labelId}
        sx={{ height: 10, borderRadius: 5, my: 0.5 }}
      />
      <Typography variant="body2">{caption}</Typography>
    </Box>
  );
};
