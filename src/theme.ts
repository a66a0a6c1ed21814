import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'ra-ui-materialui';

const shape = { borderRadius: 8 };
const typography = { fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif' };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  shape,
  typography,
  palette: {
    mode: 'light',
    primary: { main: '#0b5cab' },
    secondary: { main: '#00796b' },
    background: { default: '#f4f6f9' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  shape,
  typography,
  palette: {
    mode: 'dark',
    primary: { main: '#7db4f0' },
    secondary: { main: '#4db6ac' },
    background: { default: '#101418', paper: '#171c22' },
  },
};
