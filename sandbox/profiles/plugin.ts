import type { SandboxPlugin } from '../context';
import { addHooks } from '../engine/hooks';
import { proposalRoutes } from './approvals/proposalRoutes';
import { emvRoutes } from './emv/emvRoutes';
import { newProfileEmv } from '../../resources/profiles/emv/emvSeed';
import { createEmvStore } from './emv/emvStore';
import { createParameterTables } from './parameterTables';
import { updateRoutes } from './parameterUpdate/updateRoutes';
import { createProfileValues } from './profileValues';

/**
 * Profiles' EMV configuration, the four-eyes proposals over it (and over host settings) and the parameter push, on the
 * terminal service behind its guard (registered before the generic engine).
 */
export const profilesEmvPlugin: SandboxPlugin = async (app, context) => {
  const now = Date.now;
  const emv = createEmvStore(context, now);
  // A copy then takes its source's configuration (profileRoutes.ts).
  addHooks(context.hooks, 'profiles', { afterCreate: (record) => emv.write(newProfileEmv(record.id)) });
  const parameters = createProfileValues(context, createParameterTables(context.db, context.keyring));
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      emvRoutes(scope, context, emv, now);
      proposalRoutes(scope, context, { emv, parameters }, now);
      updateRoutes(scope, context, now);
    },
    { prefix: '/terminal' },
  );
};
