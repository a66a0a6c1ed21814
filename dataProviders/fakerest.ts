import fakeRestDataProvider from 'ra-data-fakerest';
import { OPERATOR_ENTITY } from '../resources/core/abilities';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import type { World } from '../fixtures/world';
import type { ConsoleDataProvider } from './consoleDataProvider';
import { signedInUser, type FakeSession } from './fakeSession';
import type { ErrorMapper, StepUpAsker } from './httpClient';
import { mapServiceError } from './responseErrors';
import { withEntityScope } from './withEntityScope';
import { createFakeProfileParametersMethods } from './profiles/parametersFakerest';
import { withFakeSettings } from './settings/settingsFakerest';
import { createFakeMarketMethods } from './market/marketFakerest';
import { createFakeCatalogMethods } from './catalog/catalogFakerest';
import { createFakeProfileEmvMethods } from './profiles/emvFakerest';
import { createFakeProposalBoard } from './profiles/fakeProposals';
import { withFakeCommerceMethods } from './commerces/commerceFakerest';
import { withFakeTerminalImport } from './terminals/importFakerest';
import { withFakeTerminalList } from './terminals/listFakerest';
import { createFakeTerminalOperationsMethods } from './terminals/operationsFakerest';
import { withFakeTerminalActions } from './terminals/actionsFakerest';
import { fakeReportEntities } from './terminals/reportEntitiesFakerest';
import { withFakeTransactions } from './transactionsFakerest';
import { createFakeArtemisDownloadMethods } from './artemisReports/downloadFakerest';
import { createFakeTableReportMethods } from './reports/tableReportFakerest';
import { createFakeGroupMethods } from './groups/groupFakerest';
import { createFakeOperationTotalsMethods } from './operations/totalsFakerest';
import { createFakeApiKeyMethods } from './partners/apiKeyFakerest';
import { withSchemaValidation } from './withSchemaValidation';
import { withDomainRules } from './withDomainRules';
import { withDependents } from './withDependents';
import { domainRules as rules } from './domainHooks';
import { createFakeEntityConfigs } from './settings/entityConfigsFake';
import { withFakeSubsidyTransfer } from './reference/subsidyFakerest';
import { createFakeDashboardsMethods } from './dashboards/dashboardsFakerest';
import { createFakeMapsMethods } from './maps/mapsFakerest';
import { createFakeActivityRegisterMethods } from './activityRegister/registerFakerest';
import { createFakeRegisterLog } from './activityRegister/fakeRegisterLog';
import { withFakeActivityRegister } from './activityRegister/withFakeActivityRegister';

/**
 * The in-memory stand-in for the services, over a fixtures world: the fakerest provider with one
 * small decorator per rule the sandbox applies, innermost first.
 */
export const createFakeRestProvider = (
  schemas: readonly ResourceSchema[],
  world: World,
  session: FakeSession,
  mapError: ErrorMapper = mapServiceError,
  /** The console's 2FA prompt, which a write the whitelist protects asks for a code. */
  askStepUp?: StepUpAsker,
): ConsoleDataProvider => {
  const data = Object.fromEntries(schemas.map((schema) => [schema.resource, world[schema.name] ?? []]));
  const currentEntity = () => Number(session.entityId() ?? OPERATOR_ENTITY);
  const unscoped = fakeRestDataProvider(data, false);
  // Another entity's records do not exist.
  const scoped = withEntityScope(unscoped, schemas, currentEntity);
  const configs = createFakeEntityConfigs();
  // A record others still point at stays, once the rules have taken what goes with it.
  const kept = withDependents(scoped, schemas, unscoped, mapError);
  // The domains' rules (resources/<domain>/hooks.ts), as the sandbox runs them.
  const ruled = withDomainRules(kept, rules, schemas, { scoped, unscoped, session, configs, mapError, askStepUp });
  // Before the rules, the engine's checks in the sandbox's order: schema, uniqueness and
  // references, inside the scope (a serial is unique in the entity's own records).
  const validated = withSchemaValidation(ruled, schemas, mapError, scoped);
  const transactions = withFakeTransactions(validated);
  const terminalList = withFakeTerminalList(transactions, currentEntity);
  const terminalImport = withFakeTerminalImport(terminalList);
  const terminalActions = withFakeTerminalActions(terminalImport);
  // Each domain's own rules, one decorator each.
  const settings = withFakeSettings(terminalActions, currentEntity, configs, validated);
  const referenceRules = withFakeSubsidyTransfer(settings, mapError);
  const commerceRules = withFakeCommerceMethods(referenceRules, currentEntity);
  // Every write through the layers above, done or refused, in the register (as the services do).
  const registerLog = createFakeRegisterLog(unscoped);
  const domainRules = withFakeActivityRegister(commerceRules, {
    schemas,
    unscoped,
    log: registerLog,
    session,
    currentEntity,
  });
  const proposalBoard = createFakeProposalBoard();
  return {
    ...domainRules,
    ...createFakeMarketMethods(unscoped, domainRules, currentEntity, configs),
    ...createFakeCatalogMethods(domainRules),
    ...createFakeTerminalOperationsMethods(
      domainRules,
      unscoped,
      currentEntity,
      mapError,
      fakeReportEntities(() => session.token?.() ?? null, currentEntity),
    ),
    ...createFakeProfileParametersMethods(domainRules, mapError, proposalBoard, () => signedInUser(session).userName),
    ...createFakeProfileEmvMethods(domainRules, { board: proposalBoard, decider: () => signedInUser(session) }),
    ...createFakeGroupMethods(domainRules),
    ...createFakeApiKeyMethods(domainRules),
    ...createFakeOperationTotalsMethods(domainRules),
    ...createFakeArtemisDownloadMethods(domainRules),
    ...createFakeTableReportMethods(domainRules),
    ...createFakeDashboardsMethods(domainRules, currentEntity),
    ...createFakeMapsMethods(domainRules, currentEntity),
    ...createFakeActivityRegisterMethods(domainRules, () => registerLog.head(currentEntity())),
  };
};
