import type { DataProvider } from 'ra-core';
import type { FamilyMethods } from './methodFamilies';

/** Every custom method the screens call beside react-admin's own (declared in methodFamilies.ts). */
export type ConsoleMethods = FamilyMethods;

/**
 * The console's data provider: the HTTP composite and the fakerest world both produce this type,
 * so a custom method added to one cannot be missing from the other.
 */
export type ConsoleDataProvider = DataProvider & ConsoleMethods;
