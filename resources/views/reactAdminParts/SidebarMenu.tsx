import type { ReactNode } from 'react';
import clsx from 'clsx';
import { MenuList, styled } from '@mui/material';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, useSidebarState } from 'ra-ui-materialui';

const StyledRoot = styled(MenuList, { name: 'RaMenu', overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-start',
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    '&.RaMenu-open': { width: theme.sidebar?.width ?? DRAWER_WIDTH },
    '&.RaMenu-closed': { width: theme.sidebar?.closedWidth ?? CLOSED_DRAWER_WIDTH },
  }),
);
// Typed as MUI's MenuList again: the styled wrapper's types drop its `component` prop.
const Root = StyledRoot as typeof MenuList;

interface Props {
  'aria-label': string;
  children: ReactNode;
}

/**
 * The sidebar's list as react-admin's `Menu` draws it (its classes and widths, open or folded),
 * as a navigation landmark: its entries are links. react-admin's `Menu` imports its own entries
 * (MenuItemLink, with a keyboard shortcut hook and a tooltip each) into every first visit.
 */
export const SidebarMenu = ({ children, ...props }: Props) => {
  const [open] = useSidebarState();
  return (
    <Root
      component="nav"
      role="navigation"
      className={clsx(open ? 'RaMenu-open' : 'RaMenu-closed')}
      sx={{ pb: 2 }}
      {...props}
    >
      {children}
    </Root>
  );
};
