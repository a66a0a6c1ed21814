import { useAuthProvider } from 'ra-core';
import type { ConsoleAuthProvider } from './authProvider';
import type { Entity } from './sessionStore';

/** The entities the signed-in user belongs to, as stored at sign-in. */
export const useSessionEntities = (): Entity[] => useAuthProvider<ConsoleAuthProvider>()?.entities() ?? [];
