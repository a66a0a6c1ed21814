import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { formGrid } from '../../views/SchemaForm';

/** A titled part of the app data tab, its inputs in the form grid. */
export const AppSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate(`market.app.sections.${title}`)}
      </Typography>
      <Box sx={formGrid}>{children}</Box>
    </Box>
  );
};
