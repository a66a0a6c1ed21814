import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from 'ra-core';
import { useSidebarState } from 'ra-ui-materialui';
import { DeferredTooltip } from './firstPaint/DeferredTooltip';

/** The header's button that folds and unfolds the sidebar, named by what it does next. */
export const SidebarToggle = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  return (
    <DeferredTooltip title={translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu')} enterDelay={500}>
      <IconButton color="inherit" className="RaAppBar-menuButton" onClick={() => setOpen(!open)}>
        <MenuIcon className={open ? 'RaSidebarToggleButton-menuButtonIconOpen' : undefined} />
      </IconButton>
    </DeferredTooltip>
  );
};
