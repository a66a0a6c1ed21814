import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { APP_VERSION } from './shellConstants';

/** The footer of the default layout: copyright with the year, and the version v1.6.0. */
export const ConsoleFooter = () => {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        gap: 1,
        px: 2,
        py: 1.5,
        mt: 'auto',
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
      }}
    >
      <Typography variant="caption">{translate('app.copyright', { year: new Date().getFullYear() })}</Typography>
      <Typography variant="caption">{translate('shell.footer.version', { version: APP_VERSION })}</Typography>
    </Box>
  );
};
