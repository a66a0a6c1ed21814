import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { Loading, type SidebarProps } from 'ra-ui-materialui';
import { FrameErrorBoundary, type FrameErrorProps } from './FrameErrorBoundary';
import { SkipToContent } from './SkipToContent';

interface Props {
  appBar: ComponentType;
  menu: ComponentType;
  sidebar: ComponentType<SidebarProps>;
  /** Shown in place of a screen that threw. */
  error: ComponentType<FrameErrorProps>;
  children: ReactNode;
  sx?: SxProps<Theme>;
  'data-pathname'?: string;
}

const Root = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars ?? theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  '& .RaLayout-contentWithSidebar': { display: 'flex', flexGrow: 1 },
  '& .RaLayout-content': {
    backgroundColor: (theme.vars ?? theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    paddingRight: theme.spacing(1),
    paddingLeft: theme.spacing(1),
  },
}));

/**
 * react-admin's `Layout` (the same elements and classes, the header always on) without what it
 * imports for rare moments: its error page (with an editable page title: MUI's TextField, select
 * and menu) now comes when a screen fails, and its preferences inspector, which the console never
 * opens, is gone.
 */
export const ConsoleFrame = ({ appBar: AppBar, menu: Menu, sidebar: Sidebar, error, children, ...rest }: Props) => {
  // The layout renders again on every navigation (it marks the screen's path); the header need not.
  const header = useMemo(() => <AppBar />, [AppBar]);
  return (
    <Root className="layout" {...rest}>
      <SkipToContent />
      <div className="RaLayout-appFrame">
        {header}
        <main className="RaLayout-contentWithSidebar">
          <Sidebar appBarAlwaysOn>
            <Menu />
          </Sidebar>
          <div id="main-content" className="RaLayout-content">
            <FrameErrorBoundary fallback={error}>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </FrameErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
};
