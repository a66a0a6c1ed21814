import { Box, Collapse, List, ListItemButton, ListItemText } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useStore, useTranslate } from 'ra-core';
import { useSidebarState } from 'ra-ui-materialui';
import { ShellMenuLink } from './ShellMenuLink';
import { OPEN_PAGE } from '../../authProvider/canAccess';
import { useCanAccessNow } from '../../authProvider/useCanAccessNow';
import type { MenuSection } from './menuSections';
import { ResourceMenuItem } from './ResourceMenuItem';

const DIVIDER_SX = { my: 0.5, mx: 1, border: 0, borderBottom: 1, borderColor: 'divider', flexShrink: 0 };

/**
 * One collapsible sidebar group, a labelled group of links, each shown to whoever may open its
 * pages (OPEN_PAGE); a group with no item the user may open is not
 * shown at all.
 */
export const MenuSectionItems = ({ group, resources, pages, collapsed = false }: MenuSection) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [expanded, setExpanded] = useStore(`menu.${group}.expanded`, !collapsed);
  const canAccessNow = useCanAccessNow();
  const opens = (resource: string) => canAccessNow(OPEN_PAGE, resource);
  const visible = resources.filter(opens);
  const visiblePages = pages.filter((page) => opens(page.rule));
  if (visible.length === 0 && visiblePages.length === 0) return null;
  const itemsId = `menu-${group}-items`;
  const title = translate(`menu.${group}`);
  return (
    <List dense disablePadding component="div" role="group" aria-label={title}>
      {/* MUI's Divider drawn by hand: its module was a twentieth of the layout's kit. */}
      {!sidebarOpen && <Box component="hr" sx={DIVIDER_SX} />}
      {sidebarOpen && (
        <ListItemButton
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          aria-controls={itemsId}
          sx={{ py: 0.5 }}
        >
          <ListItemText primary={title} slotProps={{ primary: { variant: 'overline', color: 'text.secondary' } }} />
          {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </ListItemButton>
      )}
      <Collapse id={itemsId} in={expanded || !sidebarOpen} timeout="auto" unmountOnExit>
        {visible.map((resource) => (
          <ResourceMenuItem key={resource} name={resource} />
        ))}
        {visiblePages.map(({ path, label, icon: Icon }) => (
          <ShellMenuLink key={path} to={`/${path}`} label={translate(label)} icon={<Icon />} />
        ))}
      </Collapse>
    </List>
  );
};
