import type { DataProvider } from 'ra-core';
import type { ProfileParametersMethods } from './profiles/parametersMethods';
import type { SettingsMethods } from './settings/settingsMethods';
import type { MarketMethods } from './market/marketMethods';
import type { CatalogMethods } from './catalog/catalogMethods';
import type { ProfileEmvMethods } from './profiles/emvMethods';
import type { GroupMethods } from './groups/groupMethods';
import type { ApiKeyMethods } from './partners/apiKeyMethods';
import type { CommerceMethods } from './commerces/commerceMethods';
import type { TerminalActionsMethods } from './terminals/actionsMethods';
import type { TerminalImportMethods } from './terminals/importMethods';
import type { TerminalListMethods } from './terminals/listMethods';
import type { TerminalOperationsMethods } from './terminals/operationsMethods';
import type { SubsidyMethods } from './reference/subsidyMethods';
import type { FamilyMethods } from './methodFamilies';

/** Every custom method the screens call beside react-admin's own. */
export type ConsoleMethods = TerminalListMethods &
  TerminalImportMethods &
  TerminalActionsMethods &
  TerminalOperationsMethods &
  ProfileParametersMethods &
  SettingsMethods &
  SubsidyMethods &
  MarketMethods &
  CatalogMethods &
  ProfileEmvMethods &
  GroupMethods &
  ApiKeyMethods &
  CommerceMethods &
  FamilyMethods;

/**
 * The console's data provider: the HTTP composite and the fakerest world both produce this type,
 * so a custom method added to one cannot be missing from the other.
 */
export type ConsoleDataProvider = DataProvider & ConsoleMethods;
