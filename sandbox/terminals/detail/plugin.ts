import type { SandboxPlugin } from '../../context';
import { actionDelayFrom, createActionBook } from './actionBook';
import { cascadeTerminalDeletion } from './cascade';
import { installRoutes } from './installRoutes';
import { terminalRoutes } from './terminalRoutes';

/**
 * The terminal detail's actions (issue 5): per-terminal pushes on the terminal service, installs
 * on the app service, each recorded in the terminal's history. Pushes are answered after
 * `SANDBOX_ACTION_DELAY_MS` (3 s by default), settled when the history is read.
 */
export const terminalDetailPlugin: SandboxPlugin = async (app, context) => {
  const book = createActionBook(context, actionDelayFrom(process.env));
  cascadeTerminalDeletion(context);
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard('terminal'));
      terminalRoutes(scope, context, book);
    },
    { prefix: '/terminal' },
  );
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard('app'));
      installRoutes(scope, context, book);
    },
    { prefix: '/app' },
  );
};
