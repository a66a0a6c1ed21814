import { useAuthProvider, type AuthProvider } from 'ra-core';
import type { ConsoleAuthProvider } from '../../../authProvider/authProvider';
import { onlineSince, onlineWindowMinutes } from '../schema';

const hasAccessContext = (provider: AuthProvider | undefined): provider is ConsoleAuthProvider =>
  provider !== undefined && 'accessContext' in provider && typeof provider.accessContext === 'function';

/**
 * The online window of the selected entity (entity configuration TERMINAL_ONLINE_MINUTES) and
 * the oldest last connection that is still online, as the sandbox's `online` filter decides:
 * `since` as of this render, `sinceNow()` as of the call (a list page or an export made minutes
 * after the render must not judge with the render's clock).
 */
export const useOnlineWindow = () => {
  const provider = useAuthProvider();
  const minutes = onlineWindowMinutes(hasAccessContext(provider) ? provider.accessContext().config : {});
  return { minutes, since: onlineSince(Date.now(), minutes), sinceNow: () => onlineSince(Date.now(), minutes) };
};
