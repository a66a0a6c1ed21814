import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@mui/material';
import { Sidebar, useSidebarState, type SidebarProps } from 'ra-ui-materialui';
import { HOVER_QUERY, NARROW_QUERY } from './sidebarWidths';

/** Collapses the sidebar when the window gets narrower than 1350 px, and opens it again when it widens. */
const useAutoCollapse = () => {
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const [, setOpen] = useSidebarState();
  const previous = useRef<boolean | null>(null);
  useEffect(() => {
    if (narrow) setOpen(false);
    else if (previous.current === true) setOpen(true);
    previous.current = narrow;
  }, [narrow, setOpen]);
};

/**
 * react-admin's sidebar with the spec's behaviour: it auto-collapses below 1350 px, and above
 * 992 px a collapsed sidebar opens over the page while the pointer rests on it (the page does
 * not move), closing again when the pointer leaves.
 */
export const ConsoleSidebar = ({ children, ...props }: SidebarProps) => {
  useAutoCollapse();
  const hoverAllowed = useMediaQuery(HOVER_QUERY, { noSsr: true });
  const [open, setOpen] = useSidebarState();
  const [openedByHover, setOpenedByHover] = useState(false);

  const enter = () => {
    if (open || !hoverAllowed) return;
    setOpenedByHover(true);
    setOpen(true);
  };
  const leave = () => {
    if (!openedByHover) return;
    setOpenedByHover(false);
    setOpen(false);
  };

  return (
    <Sidebar
      {...props}
      onMouseEnter={enter}
      onMouseLeave={leave}
      className={openedByHover ? 'ConsoleSidebar-hoverOpen' : undefined}
      sx={(theme) => ({
        '& .RaSidebar-fixed': { zIndex: theme.zIndex.drawer, transition: theme.transitions.create('box-shadow') },
        '&.ConsoleSidebar-hoverOpen': {
          '& .MuiPaper-root': { width: theme.sidebar?.closedWidth ?? 50 },
          '& .RaSidebar-fixed': {
            backgroundColor: (theme.vars ?? theme).palette.background.paper,
            boxShadow: theme.shadows[8],
            borderTopRightRadius: theme.shape.borderRadius,
            borderBottomRightRadius: theme.shape.borderRadius,
          },
        },
      })}
    >
      {children}
    </Sidebar>
  );
};
