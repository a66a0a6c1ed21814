import fakeRestDataProvider from 'ra-data-fakerest';
import { OPERATOR_ENTITY } from '../resources/core/abilities';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import type { World } from '../fixtures/world';
import type { ConsoleDataProvider } from './consoleDataProvider';
import type { ErrorMapper } from './httpClient';
import { mapServiceError } from './responseErrors';
import { withEntityScope } from './withEntityScope';
import { withFakeProfileStatus } from './profiles/profileStatusFakerest';
import { withFakeCatalogRules } from './catalog/catalogRulesFakerest';
import { withFakeVersionRules } from './market/versionRulesFakerest';
import { createFakeProposalBoard } from './profiles/fakeProposals';
import { withFakeTerminalFilters } from './terminals/listFakerest';
import { withFakeTerminalRules } from './terminals/rulesFakerest';
import { withSchemaValidation } from './withSchemaValidation';
import { withDomainRules } from './withDomainRules';
import { domainRules as rules } from './domainHooks';
import { createFakeEntityConfigs } from './settings/entityConfigsFake';
import { lazyFamilies, type FakeMethodsContext, type FakeSession } from './defineMethods';
import { methodFamilies } from './methodFamilies';

/**
 * The in-memory stand-in for the services, over a fixtures world: the fakerest provider with one
 * small decorator per rule the sandbox applies, innermost first, and every domain's custom methods
 * in memory (methodFamilies.ts).
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
  // The `online` and `deleted` filters the fakerest dialect cannot say.
  const terminalFilters = withFakeTerminalFilters(terminalRules, currentEntity);
  const profileStatus = withFakeProfileStatus(terminalFilters);
  const provider = withFakeCatalogRules(withFakeVersionRules(profileStatus), currentEntity);
  const context: FakeMethodsContext = {
    provider,
    unscoped,
    currentEntity,
    session,
    mapError,
    configs,
    proposals: createFakeProposalBoard(),
  };
  return { ...provider, ...lazyFamilies(methodFamilies, (family) => family.fake(context)) };
};
