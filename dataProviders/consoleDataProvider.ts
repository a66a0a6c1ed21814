import type { DataProvider } from 'ra-core';
import type { ProfileParametersMethods } from './profiles/parametersMethods';
import type { TerminalActionsMethods } from './terminals/actionsMethods';
import type { TerminalImportMethods } from './terminals/importMethods';
import type { TerminalListMethods } from './terminals/listMethods';
import type { TerminalOperationsMethods } from './terminals/operationsMethods';
import type { TransactionsMethods } from './transactionsMethods';

/** Every custom method the screens call beside react-admin's own. */
export type ConsoleMethods = TransactionsMethods &
  TerminalListMethods &
  TerminalImportMethods &
  TerminalActionsMethods &
  TerminalOperationsMethods &
  ProfileParametersMethods;

/**
 * The console's data provider: the HTTP composite and the fakerest world both produce this type,
 * so a custom method added to one cannot be missing from the other.
 */
export type ConsoleDataProvider = DataProvider & ConsoleMethods;
