import { useAuthProvider } from 'ra-core';
import type { ConsoleAuthProvider } from '../../authProvider/authProvider';

/** Whether the signed-in user may re-enable a disabled version: the rule the services apply. */
export const useIsSystemAdministrator = (): boolean =>
  useAuthProvider<ConsoleAuthProvider>()?.accessContext().systemAdministrator ?? false;
