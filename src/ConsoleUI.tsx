import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { CssBaseline } from '@mui/material';
import { CoreAdminUI } from 'ra-core';
import { LoadingPage } from 'ra-ui-materialui';
import { whenIdle } from './whenIdle';

type Props = Omit<ComponentProps<typeof CoreAdminUI>, 'loginPage'> & {
  loginPage?: ComponentProps<typeof CoreAdminUI>['loginPage'];
};

/** The toasts: their own chunk, mounted once the first screen is up (see start.tsx's preloads). */
export const loadNotifications = () => import('./notifications/ConsoleNotification');
const ConsoleNotification = lazy(() => loadNotifications().then((module) => ({ default: module.ConsoleNotification })));

/** A notification raised before this mounts waits in react-admin's notification context. */
const DeferredNotifications = () => {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  return mounted ? (
    <Suspense fallback={null}>
      <ConsoleNotification />
    </Suspense>
  ) : null;
};

type RaPage = 'AccessDenied' | 'AuthenticationError' | 'Error' | 'NotFound';
/**
 * react-admin's own pages for what goes wrong, loaded when one is shown: their page title is
 * editable in place, which brings a text field editor no first screen needs.
 */
const raPage = <P extends object>(name: RaPage) => {
  const Page = lazy(() => import('./raErrorPages').then((module) => ({ default: module[name] as ComponentType<P> })));
  const Deferred = (props: P) => (
    <Suspense fallback={<LoadingPage />}>
      <Page {...props} />
    </Suspense>
  );
  return Deferred;
};

const AccessDenied = raPage('AccessDenied');
const AuthenticationError = raPage('AuthenticationError');
const ErrorPage = raPage<ComponentProps<NonNullable<Props['error']>>>('Error');
const NotFound = raPage('NotFound');
const CatchAll = () => <NotFound />;

/**
 * react-admin's AdminUI without its default login page, which would otherwise weigh on the
 * first load: our login page is part of the application.
 */
export const ConsoleUI = ({ loginPage = false, ...props }: Props) => (
  <CssBaseline enableColorScheme>
    <CoreAdminUI
      accessDenied={AccessDenied}
      authCallbackPage={false}
      authenticationError={AuthenticationError}
      catchAll={CatchAll}
      error={ErrorPage}
      loading={LoadingPage}
      loginPage={loginPage}
      {...props}
    />
    <DeferredNotifications />
  </CssBaseline>
);
