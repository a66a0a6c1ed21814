import type { SandboxPlugin } from '../../context';
import { createActionBook } from './actionBook';
import { installRoutes } from './installRoutes';
import { terminalParameterReadRoutes } from './parameterRoutes';
import { terminalAppRoutes } from './terminalAppRoutes';
import { terminalLookupRoutes } from './terminalLookupRoutes';
import { terminalRoutes } from './terminalRoutes';

/**
 * The terminal detail's actions: per-terminal pushes, lookups, parameters and apps on the terminal service,
 * installs on the app service, each recorded in the terminal's history. Pushes are answered after
 * `actionDelayMs` (SANDBOX_ACTION_DELAY_MS, 3 s by default), settled when the history is read.
 */
export const terminalDetailPlugin: SandboxPlugin = async (app, context) => {
  const book = createActionBook(context, context.config.actionDelayMs);
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      terminalRoutes(scope, context, book);
      terminalParameterReadRoutes(scope, context);
      terminalLookupRoutes(scope, context);
      terminalAppRoutes(scope, context);
    },
    { prefix: '/terminal' },
  );
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      installRoutes(scope, context, book);
    },
    { prefix: '/app' },
  );
};
