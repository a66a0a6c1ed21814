import type { ComponentProps } from 'react';
import { CssBaseline } from '@mui/material';
import { CoreAdminUI } from 'ra-core';
import { AccessDenied, AuthenticationError, Error, LoadingPage, NotFound } from 'ra-ui-materialui';
import { ConsoleNotification } from './notifications/ConsoleNotification';

type Props = Omit<ComponentProps<typeof CoreAdminUI>, 'loginPage'> & {
  loginPage?: ComponentProps<typeof CoreAdminUI>['loginPage'];
};

const CatchAll = () => <NotFound />;

/**
 * react-admin's AdminUI without its default login page, which would otherwise weigh on the
 * first load: our login flow is a lazy chunk of its own.
 */
export const ConsoleUI = ({ loginPage = false, ...props }: Props) => (
  <CssBaseline enableColorScheme>
    <CoreAdminUI
      accessDenied={AccessDenied}
      authCallbackPage={false}
      authenticationError={AuthenticationError}
      catchAll={CatchAll}
      error={Error}
      loading={LoadingPage}
      loginPage={loginPage}
      {...props}
    />
    <ConsoleNotification />
  </CssBaseline>
);
