import type { SandboxConfig } from './config';
import type { SandboxContext } from './context';
import { openDatabaseFor } from './database';
import { resourceEnginePlugin } from './engine/plugin';
import { entityPlugin } from './entities/plugin';
import { activityRegisterPlugin } from './activityRegister/plugin';
import { createGuard } from './guard';
import { createPartnerScope } from './gate/partnerScope';
import { createStepUp } from './security/stepUp';
import { dashboardsPlugin } from './dashboards/plugin';
import { identityPlugin } from './identity/plugin';
import { profilesPlugin } from './profiles/parametersPlugin';
import { marketPlugin } from './market/plugin';
import { catalogPlugin } from './market/catalog/plugin';
import { migrateIdentity } from './identity/tables';
import { mapsPlugin } from './maps/plugin';
import { createSigningKeys } from './identity/signingKeys';
import { createTokenService } from './identity/tokens';
import { createFileStore } from './market/fileStore';
import { loadDomainHooks } from './engine/domainRules';
import { createRuleRunner } from '../resources/core/rules/runRules';
import { createKeyring, masterKeyOf } from './keyring';
import { buildServer } from './server';
import { referencePlugin } from './reference/plugin';
import { commercesPlugin } from './commerces/plugin';
import { RecordStore } from './storage/repository';
import { settingsPlugin } from './settings/plugin';
import { groupsPlugin } from './groups/plugin';
import { operationsPlugin } from './operations/plugin';
import { partnersPlugin } from './partners/plugin';
import { terminalsPlugin } from './terminals/plugin';
import { profilesEmvPlugin } from './profiles/plugin';
import { transactionsPlugin } from './transactions/plugin';
import { usePasswordCost } from './identity/passwords';
import { schemas } from '../resources/schemaLookup';

/**
 * Opens the database (an in-memory one may start from the `image` of another) and assembles the
 * services; nothing listens until `app.listen`.
 */
export const createSandbox = async (config: SandboxConfig, image?: Buffer) => {
  usePasswordCost(config.passwordCost);
  const db = openDatabaseFor(config.databaseFile, schemas, image);
  migrateIdentity(db);
  const store = new RecordStore(db, schemas);
  const keyring = createKeyring(masterKeyOf(config));
  const tokens = createTokenService(db, config, await createSigningKeys(db, config, keyring));
  const context: SandboxContext = {
    config,
    db,
    schemas,
    store,
    tokens,
    keyring,
    guard: createGuard(db, tokens, createStepUp({ db, store, config })),
    hooks: new Map(),
    rules: createRuleRunner(await loadDomainHooks()),
    files: createFileStore(db, config.databaseFile),
    partnerScope: createPartnerScope(db),
  };
  const app = await buildServer(context, [
    identityPlugin,
    entityPlugin,
    terminalsPlugin,
    profilesPlugin,
    settingsPlugin,
    referencePlugin,
    marketPlugin,
    catalogPlugin,
    profilesEmvPlugin,
    partnersPlugin,
    groupsPlugin,
    operationsPlugin,
    commercesPlugin,
    resourceEnginePlugin,
    transactionsPlugin,
    dashboardsPlugin,
    mapsPlugin,
    activityRegisterPlugin,
  ]);
  return { app, context };
};

export type Sandbox = Awaited<ReturnType<typeof createSandbox>>;
