import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from 'ra-core';
import { useSidebarState } from 'ra-ui-materialui';
import { DeferredTooltip } from '../../resources/views/reactAdminParts/firstPaint/DeferredTooltip';

/**
 * The header's button that opens and folds the sidebar, as react-admin's, whose tooltip waits for
 * the first paint (see useAfterFirstPaint).
 */
export const SidebarToggle = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  return (
    <DeferredTooltip
      title={translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu', { _: 'Open/Close menu' })}
      enterDelay={500}
    >
      <IconButton color="inherit" onClick={() => setOpen(!open)} sx={{ mr: '0.2em' }}>
        <MenuIcon
          sx={(theme) => ({
            // react-admin's turn of the icon, from the theme's own timings.
            transition: theme.transitions.create('transform', {
              easing: theme.transitions.easing.sharp,
              duration: theme.transitions.duration.leavingScreen,
            }),
            transform: open ? 'rotate(180deg)' : 'rotate(0deg)',
          })}
        />
      </IconButton>
    </DeferredTooltip>
  );
};
