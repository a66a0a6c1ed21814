import type { ReactNode } from 'react';
import { AppBar, Toolbar, styled, useMediaQuery, type Theme } from '@mui/material';
import { SidebarToggle } from './SidebarToggle';

const StyledAppBar = styled(AppBar, { name: 'RaAppBar', overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    '& .RaAppBar-toolbar': {
      padding: `0 ${theme.spacing(1)}`,
      [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
    },
    '& .RaAppBar-menuButton': { marginRight: '0.2em' },
    '& .RaSidebarToggleButton-menuButtonIconOpen': { transform: 'rotate(180deg)' },
    '& .MuiSvgIcon-root': { transition: theme.transitions.create(['transform']) },
  }),
);

interface Props {
  /** The console's name and the page title. */
  children: ReactNode;
  /** The header's controls (entity, language, theme, loading). */
  toolbar: ReactNode;
  userMenu: ReactNode;
}

/**
 * react-admin's `AppBar` as the console uses it (always on, the same elements and classes): its
 * own imports every default control (user menu, languages, theme, refresh), each with a tooltip,
 * into every signed-in first visit, even when they are replaced.
 */
export const AppBarFrame = ({ children, toolbar, userMenu }: Props) => {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <div>
      <StyledAppBar className="RaAppBar-appBar" color="primary">
        <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} className="RaAppBar-toolbar">
          <SidebarToggle />
          {children}
          {toolbar}
          {userMenu}
        </Toolbar>
      </StyledAppBar>
    </div>
  );
};
