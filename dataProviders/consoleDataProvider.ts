import type { DataProvider } from 'ra-core';
import type { ProfileParametersMethods } from './profiles/parametersMethods';
import type { SettingsMethods } from './settings/settingsMethods';
import type { MarketMethods } from './market/marketMethods';
import type { ProfileEmvMethods } from './profiles/emvMethods';
import type { TerminalActionsMethods } from './terminals/actionsMethods';
import type { TerminalImportMethods } from './terminals/importMethods';
import type { TerminalListMethods } from './terminals/listMethods';
import type { TerminalOperationsMethods } from './terminals/operationsMethods';
import type { TransactionsMethods } from './transactionsMethods';
import type { SubsidyMethods } from './reference/subsidyMethods';

/** Every custom method the screens call beside react-admin's own. */
export type ConsoleMethods = TransactionsMethods &
  TerminalListMethods &
  TerminalImportMethods &
  TerminalActionsMethods &
  TerminalOperationsMethods &
  ProfileParametersMethods &
  SettingsMethods &
  SubsidyMethods &
  MarketMethods &
  ProfileEmvMethods;

/**
 * The console's data provider: the HTTP composite and the fakerest world both produce this type,
 * so a custom method added to one cannot be missing from the other.
 */
export type ConsoleDataProvider = DataProvider & ConsoleMethods;
