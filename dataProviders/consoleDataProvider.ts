import type { DataProvider } from 'ra-core';
import type { TerminalActionsMethods } from './terminalActionsMethods';
import type { TerminalImportMethods } from './terminalImportMethods';
import type { TerminalListMethods } from './terminalListMethods';
import type { TerminalOperationsMethods } from './terminalOperationsMethods';
import type { TransactionsMethods } from './transactionsMethods';

/** Every custom method the screens call beside react-admin's own. */
export type ConsoleMethods = TransactionsMethods &
  TerminalListMethods &
  TerminalImportMethods &
  TerminalActionsMethods &
  TerminalOperationsMethods;

/**
 * The console's data provider: the HTTP composite and the fakerest world both produce this type,
 * so a custom method added to one cannot be missing from the other.
 */
export type ConsoleDataProvider = DataProvider & ConsoleMethods;
