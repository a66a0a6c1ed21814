import { useAuthProvider } from 'ra-core';
import { abilitiesOf, type EntityAbilities } from '../resources/core/abilities';
import type { ConsoleAuthProvider } from './authProvider';

/** What the signed-in entity may do beyond permissions (spec section 4). */
export const useEntityAbilities = (): EntityAbilities =>
  abilitiesOf(useAuthProvider<ConsoleAuthProvider>()?.accessContext().entityId ?? Number.NaN);
