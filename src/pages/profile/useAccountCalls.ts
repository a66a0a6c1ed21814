import { useMemo } from 'react';
import { useLogoutIfAccessDenied } from 'ra-core';
import { accountCallsOf, type AccountCalls } from '../../../authProvider/accountCalls';
import { useConsoleServices } from '../../ConsoleServicesContext';

/**
 * The signed-in user's identity calls under the same rules as every data call: the shared
 * token refresh first (the data provider's `refresher.ensureFresh`), then react-admin's
 * `checkError` on failure, so a 401 or 403 ends the session with 'session expired' and goes to
 * login. The caller still receives the error.
 */
export const useAccountCalls = (): AccountCalls => {
  const { identity, refresher } = useConsoleServices();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(
    () =>
      accountCallsOf(identity, async (call) => {
        try {
          await refresher.ensureFresh();
          return await call();
        } catch (error) {
          await logoutIfAccessDenied(error);
          throw error;
        }
      }),
    [identity, refresher, logoutIfAccessDenied],
  );
};
