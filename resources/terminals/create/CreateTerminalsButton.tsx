import { useState, type MouseEvent } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import EditNoteIcon from '@mui/icons-material/EditNote';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { useCanAccess, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { terminals } from '../schema';
import { createPathOf, type CreateMode } from './createModes';
import { useCreateModes } from './useCreateModes';

const icons: Record<CreateMode, typeof AddIcon> = {
  single: EditNoteIcon,
  csv: UploadFileIcon,
  group: WorkspacesIcon,
};

/** The list's way to create terminals: a menu with single entry, CSV file and (if groups are readable) commerce group. */
export const CreateTerminalsButton = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: terminals.resource, action: 'create' });
  const { modes } = useCreateModes();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!canAccess) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {translate('terminalImport.button.create')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {modes.map((mode) => {
          const Icon = icons[mode];
          return (
            <MenuItem key={mode} component={Link} to={createPathOf(mode)} onClick={close}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate(`terminalImport.button.${mode}`)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
