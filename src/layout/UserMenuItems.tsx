import { Link } from 'react-router-dom';
import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutline';
import LogoutIcon from '@mui/icons-material/Logout';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { useLogout, useTranslate } from 'ra-core';
import { APP_VERSION, LOGIN_PATH, PROFILE_PATH } from './shellConstants';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The user menu's entries (my profile, log out, the console's version), in a chunk of their own. */
const UserMenuItems = ({ anchor, onClose }: Props) => {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 220 } } }}
    >
      <MenuItem component={Link} to={PROFILE_PATH} onClick={onClose}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('shell.header.myProfile')}</ListItemText>
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          void logout({}, LOGIN_PATH, false);
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('shell.header.logout')}</ListItemText>
      </MenuItem>
      <Divider />
      <MenuItem disabled dense>
        <ListItemIcon>
          <InfoIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.version', { version: APP_VERSION })}</ListItemText>
      </MenuItem>
    </Menu>
  );
};

export default UserMenuItems;
