import { ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'ra-core';
import type { Entity } from '../../../authProvider/sessionStore';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
  entities: Entity[];
  currentId: number;
  onChoose: (entity: Entity) => void;
}

/** The entity selector's list of entities, the current one checked, in a chunk of its own. */
const EntitySwitchMenu = ({ anchor, onClose, entities, currentId, onChoose }: Props) => {
  const translate = useTranslate();
  return (
    <Menu
      id="entity-switch-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
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
              onClose();
              if (!isCurrent) onChoose(entity);
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
  );
};

export default EntitySwitchMenu;
