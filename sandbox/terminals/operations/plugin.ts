import type { SandboxPlugin } from '../../context';
import { initializationRoutes } from './initialization';
import { logRoutes } from './logs';
import { reassignmentRoutes } from './reassignment';
import { reportRoutes } from './report';
import { reportEntityRoutes } from './reportEntities';
import { tagRoutes } from './tags';

/**
 * The terminal operations: reassignment, initialization parameters and log files on
 * the terminal service, tags and their assignment on the parameters service, the terminal report
 * on the reports service. Registered before the generic engine, each service behind its guard.
 */
export const terminalOperationsPlugin: SandboxPlugin = async (app, context) => {
  const services = [
    ['terminal', [reassignmentRoutes, initializationRoutes, logRoutes]],
    ['parameters', [tagRoutes]],
    ['reports', [reportRoutes, reportEntityRoutes]],
  ] as const;
  for (const [service, parts] of services) {
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', context.guard);
        parts.forEach((routes) => routes(scope, context));
      },
      { prefix: `/${service}` },
    );
  }
};
