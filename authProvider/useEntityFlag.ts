import { useAuthProvider } from 'ra-core';
import type { ConsoleAuthProvider } from './authProvider';

/** Whether the signed-in entity's configuration turns a flag on (spec section 6, entity config flags). */
export const useEntityFlag = (flag: string): boolean =>
  useAuthProvider<ConsoleAuthProvider>()?.accessContext().config[flag] === 'true';
