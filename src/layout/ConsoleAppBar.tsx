import { AppBar, Box, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import clsx from 'clsx';
import { useTranslate } from 'ra-core';
import { TitlePortal, type AppBarProps } from 'ra-ui-materialui';
import { ConsoleToolbar } from './ConsoleToolbar';
import { ConsoleUserMenu } from './ConsoleUserMenu';
import { SidebarToggle } from './SidebarToggle';

const TOOLBAR_SX = { px: 1, minHeight: { xs: 48, md: undefined } };

/**
 * The header (spec section 2): the sidebar's button, the console's name and the page title, then
 * the entity switch (with more than one entity), the language switch, light/dark mode and the user
 * menu. react-admin's AppBar, composed here so its sidebar button's tooltip can wait for the first
 * paint (see SidebarToggle); always on screen, as the layout asks (`alwaysOn`).
 */
export const ConsoleAppBar = ({ alwaysOn, container, toolbar, userMenu, className, ...props }: AppBarProps) => {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <div>
      <AppBar {...props} className={clsx('RaAppBar-appBar', className)} color="primary">
        <Toolbar disableGutters variant={phone ? 'regular' : 'dense'} className="RaAppBar-toolbar" sx={TOOLBAR_SX}>
          <SidebarToggle />
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
          <ConsoleToolbar />
          <ConsoleUserMenu />
        </Toolbar>
      </AppBar>
    </div>
  );
};
