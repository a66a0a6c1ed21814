import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';

/** A titled part of a tab, with its actions beside the title. */
export const Section = ({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }} gap={1}>
        <Typography variant="h6" component="h2">
          {translate(title)}
        </Typography>
        <Stack direction="row" gap={1}>
          {actions}
        </Stack>
      </Stack>
      {children}
    </Box>
  );
};
