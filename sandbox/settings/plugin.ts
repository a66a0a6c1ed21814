import type { SandboxPlugin } from '../context';
import { networkRoutes } from '../networks/networkRoutes';
import { savedReportRoutes } from '../reports/savedReportRoutes';
import { tableReportRoutes } from '../reports/tableReportRoutes';
import { userAdminRoutes } from '../users/userAdminRoutes';
import { generalRoutes } from './generalRoutes';
import { logoRoutes } from './logoRoutes';

/**
 * Administration and settings beyond the generic engine: users' 2FA reset and the 2FA
 * list on identity; wifi priority and switching, logos and the general configuration on
 * parameters; the user, commerce and Artemis reports and saved reports' workbooks on reports. Registered before the engine, each service behind its guard.
 */
export const settingsPlugin: SandboxPlugin = async (app, context) => {
  const services = [
    ['identity', [userAdminRoutes]],
    ['parameters', [networkRoutes, logoRoutes, generalRoutes]],
    ['reports', [tableReportRoutes, savedReportRoutes]],
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
