import { memo, type FocusEventHandler, type MouseEvent, type MouseEventHandler, type ReactNode } from 'react';
import clsx from 'clsx';
import { styled, useTheme } from '@mui/material';
import { LinkBase, useMatch } from 'ra-core';
import { useSidebarState } from 'ra-ui-materialui';
import { DeferredTooltip } from './firstPaint/DeferredTooltip';

/** react-admin's menu item classes, which the theme styles (RaMenuItemLink) and tests look for. */
const ITEM = 'RaMenuItemLink-root';
const ACTIVE = 'RaMenuItemLink-active';
const ICON = 'RaMenuItemLink-icon';

const LinkRoot = styled(LinkBase, {
  name: 'RaMenuItemLink',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  ...theme.typography.body1,
  display: 'flex',
  alignItems: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  color: theme.palette.text.secondary,
  padding: '6px 16px',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { backgroundColor: theme.palette.action.focus },
  [`&.${ACTIVE}`]: { color: theme.palette.text.primary },
  [`& .${ICON}`]: {
    display: 'inline-flex',
    flexShrink: 0,
    minWidth: theme.spacing(5),
    color: theme.palette.text.secondary,
  },
  '& .SidebarLink-label': { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' },
}));

export interface SidebarLinkProps {
  to: string;
  /** The history state the link's navigation carries. */
  state?: object;
  label: string;
  icon: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  onMouseEnter?: MouseEventHandler<HTMLAnchorElement>;
  onFocus?: FocusEventHandler<HTMLAnchorElement>;
}

/**
 * A sidebar entry: a link with its icon and label, marked active on its route, its label in a
 * tooltip when the sidebar is folded, and closing the sidebar on a small screen once followed.
 * react-admin's MenuItemLink draws the same as a MUI menu item, with a keyboard shortcut hook and
 * a tooltip each, which it imports into every signed-in first visit; this one's tooltip comes
 * after the first paint.
 * Every entry follows the location, but a navigation redraws only the two whose active state
 * changed: the link itself is a memoized view of its props and that state.
 */
export const SidebarLink = (props: SidebarLinkProps) => {
  const active = useMatch({ path: props.to, end: false }) !== null;
  return <SidebarLinkView {...props} active={active} />;
};

const SidebarLinkView = memo(function SidebarLinkView({
  to,
  state,
  label,
  icon,
  onClick,
  onMouseEnter,
  onFocus,
  active,
}: SidebarLinkProps & { active: boolean }) {
  const theme = useTheme();
  const [open, setOpen] = useSidebarState();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // Below MUI's md breakpoint the sidebar covers the page: following a link folds it away.
    if (window.innerWidth < theme.breakpoints.values.md) setOpen(false);
    onClick?.(event);
  };
  const link = (
    <LinkRoot
      to={to}
      state={state}
      className={clsx(ITEM, active && ACTIVE)}
      aria-current={active ? 'page' : undefined}
      onClick={follow}
      onMouseEnter={onMouseEnter}
      onFocus={onFocus}
    >
      <span className={ICON}>{icon}</span>
      <span className="SidebarLink-label">{label}</span>
    </LinkRoot>
  );
  return open ? (
    link
  ) : (
    // describeChild: the link keeps its name from its text (a label would name it twice).
    <DeferredTooltip title={label} placement="right" describeChild>
      {link}
    </DeferredTooltip>
  );
});
