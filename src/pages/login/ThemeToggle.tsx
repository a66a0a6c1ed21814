import { IconButton, useMediaQuery } from '@mui/material';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { useTranslate } from 'ra-core';
import { useTheme, useThemesContext } from 'ra-ui-materialui';

/**
 * react-admin's light/dark switch (same store, same name) with the browser's own hint instead of
 * MUI's Tooltip, which alone brought the Popper library, 11 KiB gzip, into the login page's load.
 */
export const ThemeToggle = () => {
  const translate = useTranslate();
  const { darkTheme, defaultTheme } = useThemesContext();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [theme, setTheme] = useTheme(defaultTheme || (prefersDark && darkTheme ? 'dark' : 'light'));
  const title = translate('ra.action.toggle_theme', { _: 'Toggle Theme' });
  return (
    <IconButton
      color="inherit"
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      aria-label={title}
      title={title}
    >
      {theme === 'dark' ? <Brightness7Icon /> : <Brightness4Icon />}
    </IconButton>
  );
};
