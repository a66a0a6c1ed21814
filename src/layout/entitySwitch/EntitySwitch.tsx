import { useState, type MouseEvent } from 'react';
import { Button, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'ra-core';
import { useConsoleServices } from '../../ConsoleServicesContext';
import { LoadingDialog } from '../LoadingDialog';
import { ENTITY_SELECTOR_MIN } from '../shellConstants';
import { useEntitySwitch } from './useEntitySwitch';
import { firstScreenView } from '../../../resources/views/lazyView';

/** The dialogs come when the menu opens: most sessions never switch. */
const EntitySwitchDialogs = firstScreenView(
  () => import('./EntitySwitchDialogs'),
  () => null,
);

/**
 * The header's entity selector, shown only when the user belongs to more than one entity.
 * Choosing another entity starts the switch: password, 2FA code when asked, then the dashboard.
 */
export const EntitySwitch = () => {
  const { session } = useConsoleServices();
  const translate = useTranslate();
  const flow = useEntitySwitch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entities = session.entities();
  const currentId = Number(session.entityId());
  if (entities.length <= ENTITY_SELECTOR_MIN) return null;
  const current = entities.find((entity) => entity.Id === currentId);
  const label = translate('shell.entitySwitch.label', { entity: current?.Name ?? '' });

  return (
    <>
      <Button
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? 'entity-switch-menu' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          void EntitySwitchDialogs.preload();
          setAnchor(event.currentTarget);
        }}
        startIcon={<BusinessIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={{
          textTransform: 'none',
          maxWidth: 260,
          '& .MuiButton-startIcon': { display: { xs: 'none', md: 'inherit' } },
        }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{current?.Name}</span>
      </Button>
      <Menu
        id="entity-switch-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{
          list: {
            dense: true,
            'aria-label': translate('shell.entitySwitch.menuTitle'),
            subheader: <ListSubheader>{translate('shell.entitySwitch.menuTitle')}</ListSubheader>,
          },
        }}
      >
        {entities.map((entity) => {
          const isCurrent = entity.Id === currentId;
          return (
            <MenuItem
              key={entity.Id}
              selected={isCurrent}
              onClick={() => {
                setAnchor(null);
                if (!isCurrent) flow.choose(entity);
              }}
            >
              <ListItemIcon>
                {isCurrent && <CheckIcon fontSize="small" aria-label={translate('shell.entitySwitch.current')} />}
              </ListItemIcon>
              <ListItemText>{entity.Name}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
      {flow.state.step !== 'closed' && <EntitySwitchDialogs flow={flow} />}
      <LoadingDialog open={flow.state.busy} message="shell.entitySwitch.switching" />
    </>
  );
};
