import type { MouseEvent } from 'react';
import { Button } from '@mui/material';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'ra-core';
import { useConsoleServices } from '../../ConsoleServicesContext';
import { ENTITY_SELECTOR_MIN } from '../shellConstants';
import { useEntitySwitch } from './useEntitySwitch';
import { useMenuOnDemand } from '../../../resources/views/reactAdminParts/useMenuOnDemand';
import { firstScreenView } from '../../../resources/views/lazyView';

/** The dialogs come when the menu opens: most sessions never switch. */
const EntitySwitchDialogs = firstScreenView(
  () => import('./EntitySwitchDialogs'),
  () => null,
);
/** The list of entities comes when it first opens (or is about to: pointer over, focus). */
const EntitySwitchMenu = firstScreenView(
  () => import('./EntitySwitchMenu'),
  () => null,
);
const LoadingDialog = firstScreenView(
  () => import('../LoadingDialog').then((module) => ({ default: module.LoadingDialog })),
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
  const menu = useMenuOnDemand(EntitySwitchMenu.preload);
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
        aria-controls={menu.anchor ? 'entity-switch-menu' : undefined}
        {...menu.buttonProps}
        onClick={(event: MouseEvent<HTMLElement>) => {
          void EntitySwitchDialogs.preload();
          menu.buttonProps.onClick(event);
        }}
        startIcon={<BusinessIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={{
          textTransform: 'none',
          // On a phone the name gives way, so the header keeps the user menu in the window.
          maxWidth: { xs: 150, sm: 260 },
          '& .MuiButton-startIcon': { display: { xs: 'none', md: 'inherit' } },
        }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{current?.Name}</span>
      </Button>
      {menu.opened && (
        <EntitySwitchMenu
          anchor={menu.anchor}
          onClose={menu.close}
          entities={entities}
          currentId={currentId}
          onChoose={flow.choose}
        />
      )}
      {flow.state.step !== 'closed' && <EntitySwitchDialogs flow={flow} />}
      {flow.state.busy && <LoadingDialog open message="shell.entitySwitch.switching" />}
    </>
  );
};
