import fakeRestDataProvider from 'ra-data-fakerest';
import { OPERATOR_ENTITY } from '../resources/core/abilities';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import type { World } from '../fixtures/world';
import type { ConsoleDataProvider } from './consoleDataProvider';
import type { ErrorMapper } from './httpClient';
import { mapServiceError } from './responseErrors';
import { withEntityScope } from './withEntityScope';
import { createFakeProfileParametersMethods } from './profiles/parametersFakerest';
import { withFakeProfileStatus } from './profiles/profileStatusFakerest';
import { withFakeSettings } from './settings/settingsFakerest';
import { createFakeMarketMethods } from './market/marketFakerest';
import { createFakeCatalogMethods } from './catalog/catalogFakerest';
import { withFakeCatalogRules } from './catalog/catalogRulesFakerest';
import { withFakeVersionRules } from './market/versionRulesFakerest';
import { createFakeProfileEmvMethods } from './profiles/emvFakerest';
import { createFakeProposalBoard } from './profiles/fakeProposals';
import { withFakeCommerceMethods } from './commerces/commerceFakerest';
import { withFakeTerminalImport } from './terminals/importFakerest';
import { withFakeTerminalList } from './terminals/listFakerest';
import { createFakeTerminalOperationsMethods } from './terminals/operationsFakerest';
import { withFakeTerminalActions } from './terminals/actionsFakerest';
import { fakeReportEntities } from './terminals/reportEntitiesFakerest';
import { withFakeTerminalRules } from './terminals/rulesFakerest';
import { createFakeGroupMethods } from './groups/groupFakerest';
import { createFakeApiKeyMethods } from './partners/apiKeyFakerest';
import { withSchemaValidation } from './withSchemaValidation';
import { withDomainRules } from './withDomainRules';
import { domainRules as rules } from './domainHooks';
import { createFakeEntityConfigs } from './settings/entityConfigsFake';
import { withFakeSubsidyTransfer } from './reference/subsidyFakerest';
import { lazyFamilies, type FakeMethodsContext, type FakeSession } from './defineMethods';
import { methodFamilies } from './methodFamilies';

/**
 * The in-memory stand-in for the services, over a fixtures world: the fakerest provider with one
 * small decorator per rule the sandbox applies, innermost first.
 */
export const createFakeRestProvider = (
  schemas: readonly ResourceSchema[],
  world: World,
  /** The session's entity; its token too, where calls depend on who is signed in (report entities). */
  session: FakeSession,
  mapError: ErrorMapper = mapServiceError,
): ConsoleDataProvider => {
  const data = Object.fromEntries(schemas.map((schema) => [schema.resource, world[schema.name] ?? []]));
  const currentEntity = () => Number(session.entityId() ?? OPERATOR_ENTITY);
  const unscoped = fakeRestDataProvider(data, false);
  // Another entity's records do not exist.
  const scoped = withEntityScope(unscoped, schemas, currentEntity);
  // Schema and uniqueness checks inside the scope: a serial is unique in the entity's own records.
  const validated = withSchemaValidation(scoped, schemas, mapError);
  const configs = createFakeEntityConfigs();
  // The domains' rules, as the sandbox runs them (resources/<domain>/hooks.ts).
  const ruled = withDomainRules(validated, rules, schemas, { scoped, unscoped, session, configs, mapError });
  // A serial held elsewhere (TM-0010) and the hard-delete rule.
  const terminalRules = withFakeTerminalRules(ruled, { unscoped, currentEntity, mapError });
  const terminalList = withFakeTerminalList(terminalRules, currentEntity);
  const terminalImport = withFakeTerminalImport(terminalList);
  const terminalActions = withFakeProfileStatus(withFakeTerminalActions(terminalImport));
  // Each domain's own rules, one decorator each.
  const settings = withFakeSettings(terminalActions, currentEntity, configs);
  const referenceRules = withFakeSubsidyTransfer(settings, mapError);
  const commerceRules = withFakeCommerceMethods(referenceRules, currentEntity);
  const domainRules = withFakeCatalogRules(withFakeVersionRules(commerceRules), currentEntity);
  const proposalBoard = createFakeProposalBoard();
  const context: FakeMethodsContext = {
    provider: domainRules,
    unscoped,
    currentEntity,
    session,
    mapError,
    configs,
    proposals: proposalBoard,
  };
  return {
    ...domainRules,
    ...createFakeMarketMethods(unscoped, domainRules, currentEntity),
    ...createFakeCatalogMethods(domainRules),
    ...createFakeTerminalOperationsMethods(
      domainRules,
      unscoped,
      currentEntity,
      mapError,
      fakeReportEntities(() => session.token?.() ?? null, currentEntity),
    ),
    ...createFakeProfileParametersMethods(domainRules, mapError, proposalBoard),
    ...createFakeProfileEmvMethods(domainRules, { board: proposalBoard }),
    ...createFakeGroupMethods(domainRules),
    ...createFakeApiKeyMethods(domainRules),
    ...lazyFamilies(methodFamilies, (family) => family.fake(context)),
  };
};
