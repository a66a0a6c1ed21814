import { Box, Typography } from '@mui/material';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { useTranslate } from 'ra-core';
import { TitlePortal } from 'ra-ui-materialui';
import { AppBarFrame } from '../../resources/views/reactAdminParts/AppBarFrame';
import { ConsoleToolbar } from './ConsoleToolbar';
import { ConsoleUserMenu } from './ConsoleUserMenu';

/**
 * The header (spec section 2): the console's name and the page title, then the entity switch
 * (with more than one entity), the language switch, light/dark mode and the user menu.
 */
export const ConsoleAppBar = () => {
  const translate = useTranslate();
  return (
    <AppBarFrame toolbar={<ConsoleToolbar />} userMenu={<ConsoleUserMenu />}>
      <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, mr: 1.5 }}>
        <PointOfSaleIcon fontSize="small" aria-hidden />
        <Typography variant="subtitle1" component="span" noWrap sx={{ fontWeight: 600, letterSpacing: 0.2 }}>
          {translate('app.title')}
        </Typography>
      </Box>
      {/* The page title, after a separator that only shows when a page has set a title. */}
      <TitlePortal
        variant="subtitle1"
        sx={{
          opacity: 0.9,
          '&:not(:empty)::before': {
            content: '""',
            display: { xs: 'none', md: 'inline-block' },
            height: '1.1em',
            borderLeft: '1px solid currentcolor',
            opacity: 0.4,
            mr: 1.5,
            verticalAlign: 'middle',
          },
        }}
      />
    </AppBarFrame>
  );
};
