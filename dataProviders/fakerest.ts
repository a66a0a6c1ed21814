import fakeRestDataProvider from 'ra-data-fakerest';
import { withLifecycleCallbacks, type DataProvider } from 'ra-core';
import { newProfileEmv } from '../resources/profiles/emv/emvSeed';
import { profiles } from '../resources/profiles/schema';
import { OPERATOR_ENTITY } from '../resources/core/abilities';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import type { World } from '../fixtures/world';
import type { ConsoleDataProvider } from './consoleDataProvider';
import { signedInUser, type FakeSession } from './fakeSession';
import type { ErrorMapper, StepUpAsker } from './httpClient';
import { mapServiceError } from './responseErrors';
import { withEntityScope } from './withEntityScope';
import { createFakeProposalBoard } from './profiles/fakeProposals';
import { withFakeTerminalFilters } from './terminals/listFakerest';
import { withSchemaValidation } from './withSchemaValidation';
import { fakeCreateRules, withDomainRules } from './withDomainRules';
import { withDependents } from './withDependents';
import { withResourceAccess } from './withResourceAccess';
import { domainRules as rules } from './domainHooks';
import { createFakeEntityConfigs } from './settings/entityConfigsFake';
import { createFakeRegisterLog } from './activityRegister/fakeRegisterLog';
import { withFakeActivityRegister } from './activityRegister/withFakeActivityRegister';
import { lazyFamilies, type FakeMethodsContext } from './defineMethods';
import { methodFamilies } from './methodFamilies';

/**
 * The in-memory stand-in for the services, over a fixtures world: the fakerest provider with one
 * small decorator per rule the sandbox applies, innermost first, and every domain's custom methods
 * in memory (methodFamilies.ts).
 */
export const createFakeRestProvider = (
  schemas: readonly ResourceSchema[],
  world: World,
  /** The session's entity; its token too, where calls depend on who is signed in. */
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
  const ruleLayers = { scoped, unscoped, session, configs, mapError, askStepUp };
  const ruled = withDomainRules(kept, rules, schemas, ruleLayers);
  // Before the rules, the engine's checks in the sandbox's order: schema, uniqueness and
  // references, inside the scope (a serial is unique in the entity's own records).
  const validated = withSchemaValidation(ruled, schemas, mapError, scoped);
  // The `online` and `deleted` filters the fakerest dialect cannot say.
  const terminalFilters = withFakeTerminalFilters(validated, currentEntity);
  // Every write, done or refused, in the register (as the services do), custom methods' included.
  const registerLog = createFakeRegisterLog(unscoped);
  const proposals = createFakeProposalBoard();
  const registeredOver = (inner: DataProvider) =>
    // A new profile starts with no EMV configuration, as the sandbox writes it on create.
    withLifecycleCallbacks(
      withFakeActivityRegister(inner, { schemas, unscoped, log: registerLog, session, currentEntity }),
      [
        {
          resource: profiles.resource,
          afterCreate: async (result) => {
            proposals.emvConfigs.set(Number(result.data.id), newProfileEmv(Number(result.data.id)));
            return result;
          },
        },
      ],
    );
  // The console's generic calls pass the resource gate; custom methods, which check their own
  // permissions as their routes do, write below it.
  const provider = registeredOver(
    withResourceAccess(terminalFilters, schemas, session, currentEntity, configs.read, mapError),
  );
  const context: FakeMethodsContext = {
    provider: registeredOver(terminalFilters),
    belowRules: kept,
    unscoped,
    currentEntity,
    session,
    mapError,
    configs,
    proposals,
    signedInUser: () => signedInUser(session),
    registerHead: () => registerLog.head(currentEntity()),
    createRules: fakeCreateRules(rules, schemas, ruleLayers),
  };
  return { ...provider, ...lazyFamilies(methodFamilies, (family) => family.fake(context)) };
};
