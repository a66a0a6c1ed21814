import { useAuthProvider } from 'ra-core';
import type { ConsoleAuthProvider } from '../../authProvider/authProvider';
import { isSystemAdministrator } from './rules';

/** Whether the signed-in user may re-enable a disabled version: the rule the sandbox applies. */
export const useIsSystemAdministrator = (): boolean => {
  const context = useAuthProvider<ConsoleAuthProvider>()?.accessContext();
  return context ? isSystemAdministrator(context.entityId, context.permissions) : false;
};
