import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { CssBaseline } from '@mui/material';
import { CoreAdminUI, useNotificationContext } from 'ra-core';
import { LoadingPage } from 'ra-ui-materialui';
import { failureLogOf } from '../dataProviders/errorCatalogueLog';
import { raPage } from './raPage';
import { useConsoleServices } from './ConsoleServicesContext';

type Props = Omit<ComponentProps<typeof CoreAdminUI>, 'loginPage'> & {
  loginPage?: ComponentProps<typeof CoreAdminUI>['loginPage'];
};

/** The toasts: their own chunk, mounted once the first screen is up (see start.tsx's preloads). */
export const loadNotifications = () => import('../resources/views/reactAdminParts/ConsoleNotification');
const ConsoleNotification = lazy(() => loadNotifications().then((module) => ({ default: module.ConsoleNotification })));

/**
 * The toasts, mounted with the first notification (which waits in react-admin's notification
 * context meanwhile) and kept. Mounted on the browser's first idle moment instead, the update
 * could land between two slices of the layout's first render, and React started that render
 * again: on a cold /Terminal, 3 loads in 11 took about 500 ms more.
 */
const DeferredNotifications = () => {
  const { notifications } = useNotificationContext();
  const { notices } = useConsoleServices();
  const [mounted, setMounted] = useState(false);
  if (!mounted && notifications.length > 0) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <ConsoleNotification failures={failureLogOf(notices)} />
    </Suspense>
  ) : null;
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
