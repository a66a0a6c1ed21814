import { styled } from '@mui/material/styles';

export type StateBadgeLook = 'filled' | 'outlined';

/**
 * A small chip's look (MUI's Chip, size small), without the Chip: its ripple, avatar and delete
 * slots are not wanted in a read-only cell, and the Chip was a tenth of the list's own code.
 */
export const StateBadge = styled('span', { shouldForwardProp: (prop) => prop !== 'look' })<{ look: StateBadgeLook }>(
  ({ theme, look }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    padding: '0 7px',
    borderRadius: 16,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    border: '1px solid',
    ...(look === 'filled'
      ? {
          backgroundColor: theme.palette.success.main,
          borderColor: theme.palette.success.main,
          color: theme.palette.success.contrastText,
        }
      : {
          borderColor: theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700],
          color: theme.palette.text.primary,
        }),
  }),
);
