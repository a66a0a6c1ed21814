import { alpha, type PaletteMode, type ThemeOptions } from '@mui/material';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'ra-ui-materialui';

/** One corner radius for every surface; dialogs and menus round a little more. */
const RADIUS = 8;

interface Tones {
  primary: string;
  secondary: string;
  background: string;
  paper: string;
  text: string;
  textSecondary: string;
  divider: string;
  /** The header row of tables and the sidebar's group titles. */
  subtle: string;
  /** Delete buttons and errors: at least 4.5:1 on paper, the form toolbar and the bulk-selection bar (WCAG AA). */
  error: string;
}

const tones: Record<PaletteMode, Tones> = {
  light: {
    primary: '#0b5cab',
    secondary: '#00796b',
    background: '#f4f6f9',
    paper: '#ffffff',
    text: '#1b2430',
    textSecondary: '#5b6675',
    divider: 'rgba(15, 30, 55, 0.12)',
    subtle: '#f0f3f7',
    error: '#b71c1c',
  },
  dark: {
    primary: '#82b8f2',
    secondary: '#4db6ac',
    background: '#0f1419',
    paper: '#171d24',
    text: '#e6edf3',
    textSecondary: '#a2adb9',
    divider: 'rgba(230, 237, 243, 0.12)',
    subtle: '#1d242c',
    error: '#f28b82',
  },
};

/** The visitor asked the system for less motion (WCAG 2.3.3): at start, as the themes are built once. */
const prefersReducedMotion =
  typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/** No transition, no ripple: menus, dialogs and panels appear and go at once. */
const withoutMotion: RaThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

const build = (mode: PaletteMode, base: ThemeOptions): RaThemeOptions => {
  const t = tones[mode];
  const light = mode === 'light';
  const own: RaThemeOptions = {
    palette: {
      mode,
      primary: { main: t.primary },
      secondary: { main: t.secondary },
      error: { main: t.error },
      background: { default: t.background, paper: t.paper },
      text: { primary: t.text, secondary: t.textSecondary },
      divider: t.divider,
    },
    shape: { borderRadius: RADIUS },
    typography: {
      fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    sidebar: { width: 248, closedWidth: 56 },
    components: {
      MuiCssBaseline: {
        styleOverrides: { body: { WebkitFontSmoothing: 'antialiased' } },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: light
            ? { boxShadow: `0 1px 0 ${alpha('#000', 0.08)}, 0 2px 6px ${alpha('#0b3a6e', 0.18)}` }
            : {
                backgroundColor: t.paper,
                backgroundImage: 'none',
                color: t.text,
                borderBottom: `1px solid ${t.divider}`,
              },
        },
      },
      MuiPaper: {
        styleOverrides: {
          root: { backgroundImage: 'none' },
          rounded: { borderRadius: RADIUS },
          elevation1: {
            boxShadow: light ? `0 1px 2px ${alpha('#0f1e37', 0.06)}, 0 1px 3px ${alpha('#0f1e37', 0.1)}` : 'none',
            border: light ? undefined : `1px solid ${t.divider}`,
          },
        },
      },
      MuiCard: { styleOverrides: { root: { borderRadius: RADIUS } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: RADIUS } },
      },
      // The dialog itself takes the focus when it opens: no ring around the whole paper.
      MuiDialog: { styleOverrides: { paper: { borderRadius: RADIUS * 1.5, outline: 'none' } } },
      MuiDialogTitle: { styleOverrides: { root: { fontWeight: 600 } } },
      MuiMenu: {
        styleOverrides: { paper: { borderRadius: RADIUS, border: light ? undefined : `1px solid ${t.divider}` } },
      },
      MuiTooltip: { styleOverrides: { tooltip: { borderRadius: RADIUS / 2 } } },
      MuiAlert: { styleOverrides: { root: { borderRadius: RADIUS } } },
      MuiChip: { styleOverrides: { root: { borderRadius: RADIUS * 2 } } },
      MuiTable: { defaultProps: { size: 'small' } },
      MuiTableCell: {
        styleOverrides: {
          root: { borderColor: t.divider },
          sizeSmall: { padding: '6px 12px' },
          head: { fontWeight: 600, color: t.textSecondary, backgroundColor: t.subtle, whiteSpace: 'nowrap' },
        },
      },
      // A list no wider than its page: a wide table scrolls sideways in its own box.
      RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
      RaDataTable: {
        styleOverrides: {
          root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } },
        },
      },
      MuiTableRow: {
        styleOverrides: {
          root: { '&.MuiTableRow-hover:hover': { backgroundColor: alpha(t.primary, light ? 0.04 : 0.08) } },
        },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            margin: '1px 8px',
            padding: '6px 8px',
            borderRadius: RADIUS,
            minHeight: 36,
            fontSize: '0.875rem',
            '&.RaMenuItemLink-active': {
              backgroundColor: alpha(t.primary, light ? 0.1 : 0.16),
              color: t.primary,
              fontWeight: 600,
              '& .RaMenuItemLink-icon': { color: t.primary },
            },
            '&:hover': { backgroundColor: alpha(t.primary, light ? 0.06 : 0.1) },
          },
        },
      },
      RaMenu: {
        styleOverrides: { root: { '&.RaMenu-closed .RaMenuItemLink-root': { marginLeft: 4, marginRight: 4 } } },
      },
      RaLayout: {
        styleOverrides: {
          root: { '& .RaLayout-content': { paddingLeft: 16, paddingRight: 16, paddingTop: 8 } },
        },
      },
      RaSidebar: {
        styleOverrides: {
          root: { '& .RaSidebar-fixed': { paddingTop: 8 } },
        },
      },
      RaToolbar: {
        styleOverrides: {
          root: { backgroundColor: t.subtle, borderBottomLeftRadius: RADIUS, borderBottomRightRadius: RADIUS },
        },
      },
    },
  };
  return deepmerge(deepmerge(base, own), prefersReducedMotion ? withoutMotion : {});
};

/** The console in light mode: a primary-coloured header on a pale grey page. */
export const lightTheme: RaThemeOptions = build('light', defaultLightTheme);

/** The console in dark mode: dark surfaces with readable, softened contrast. */
export const darkTheme: RaThemeOptions = build('dark', defaultDarkTheme);
