import type { SandboxPlugin } from '../../context';
import { DEFAULT_ONLINE_MINUTES } from '../../../resources/terminals/schema';
import { createHeartbeat, HEARTBEAT_ODDS } from './heartbeat';
import { registerFleetRoutes } from './fleetRoutes';
import { registerTerminalFilters } from './onlineFilter';
import { registerTagAssignment } from './tagAssignment';
import { registerTerminalDeletion } from './terminalDeletion';

/**
 * The terminal list beyond the generic engine: the `online` and `deleted` filters, tag assignment
 * (parameters service), soft and permission-checked hard deletion, the fleet's summaries and the
 * system administrator's list across entities, and simulated heartbeats
 * every `heartbeatMs` (SANDBOX_HEARTBEAT_MS; 0 is off).
 */
export const terminalListPlugin: SandboxPlugin = async (app, context) => {
  registerTerminalFilters(app, context, Date.now);
  await registerTagAssignment(app, context);
  await registerTerminalDeletion(app, context);
  await registerFleetRoutes(app, context);

  const { heartbeatMs, heartbeatBatch } = context.config;
  if (heartbeatMs > 0) {
    const heartbeat = createHeartbeat(context.db, {
      batch: heartbeatBatch,
      ...HEARTBEAT_ODDS,
      onlineMs: DEFAULT_ONLINE_MINUTES * 60_000,
    });
    const timer = setInterval(() => {
      if (context.db.open) heartbeat.tick();
    }, heartbeatMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
