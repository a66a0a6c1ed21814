import { Avatar, Box, Button } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { visuallyHidden } from '@mui/utils';
import { useGetIdentity, useTranslate } from 'ra-core';
import { firstScreenView } from '../../resources/views/lazyView';
import { useMenuOnDemand } from '../../resources/views/reactAdminParts/useMenuOnDemand';
import { truncateName } from './userName';

/** The menu's entries come when it first opens (or is about to: pointer over, focus). */
const UserMenuItems = firstScreenView(
  () => import('./UserMenuItems'),
  () => null,
);

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
  const { identity } = useGetIdentity();
  const menu = useMenuOnDemand(UserMenuItems.preload);
  const fullName = identity?.fullName ?? '';
  const label = translate('shell.header.userMenu', { name: fullName });
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
        {...menu.buttonProps}
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
      {menu.opened && <UserMenuItems anchor={menu.anchor} onClose={menu.close} />}
    </>
  );
};
