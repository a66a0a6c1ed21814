import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, Box, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutline';
import LogoutIcon from '@mui/icons-material/Logout';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { visuallyHidden } from '@mui/utils';
import { useGetIdentity, useLogout, useTranslate } from 'ra-core';
import { APP_VERSION, LOGIN_PATH, PROFILE_PATH } from './shellConstants';
import { truncateName } from './userName';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');

/**
 * The header's user menu (spec section 2): the user's name cut at 20 characters, then my
 * profile, log out and the console's version.
 */
export const ConsoleUserMenu = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const fullName = identity?.fullName ?? '';
  const label = translate('shell.header.userMenu', { name: fullName });
  const close = () => setAnchor(null);
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const avatar = (
    <Avatar
      aria-hidden
      sx={{
        width: 28,
        height: 28,
        fontSize: '0.7rem',
        fontWeight: 600,
        letterSpacing: 0,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {initialsOf(fullName) || <PersonIcon fontSize="small" />}
    </Avatar>
  );

  return (
    <>
      {/*
        Named by its content rather than an aria-label, so the name holds the text it shows (WCAG
        2.5.3): a hidden "user menu of <full name>" stands for the initials and the cut name.
      */}
      <Button
        color="inherit"
        aria-haspopup="menu"
        onClick={open}
        startIcon={avatar}
        endIcon={<ExpandMoreIcon fontSize="small" sx={{ display: { xs: 'none', sm: 'inline-block' } }} />}
        sx={{ textTransform: 'none', ml: 0.5, minWidth: 0, whiteSpace: 'nowrap' }}
      >
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
        <Box component="span" aria-hidden title={fullName} sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {truncateName(fullName)}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220 } } }}
      >
        <MenuItem component={Link} to={PROFILE_PATH} onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('shell.header.myProfile')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
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
    </>
  );
};
