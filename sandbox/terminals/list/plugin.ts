import type { SandboxPlugin } from '../../context';
import { createHeartbeat, heartbeatIntervalFrom } from './heartbeat';
import { registerTerminalFilters } from './onlineFilter';
import { registerOperatorCatalogue } from './operatorCatalogue';
import { registerTagAssignment } from './tagAssignment';
import { registerTerminalDeletion } from './terminalDeletion';

/** Terminals visited per heartbeat tick (`SANDBOX_HEARTBEAT_BATCH`); a quarter of them stay silent. */
const DEFAULT_BATCH = 40;
const SILENT_SHARE = 0.25;

/**
 * The terminal list beyond the generic engine: the `online` and `deleted` filters, tag assignment
 * (parameters service), soft and permission-checked hard deletion, brand and model writes for the operator only, and simulated heartbeats
 * every `SANDBOX_HEARTBEAT_MS` (see `heartbeatIntervalFrom`).
 */
export const terminalListPlugin: SandboxPlugin = async (app, context) => {
  registerTerminalFilters(app, context, Date.now);
  registerOperatorCatalogue(context);
  await registerTagAssignment(app, context);
  await registerTerminalDeletion(app, context);

  const interval = heartbeatIntervalFrom(process.env, context.config.databaseFile === ':memory:');
  if (interval > 0) {
    const batch = Number(process.env.SANDBOX_HEARTBEAT_BATCH) || DEFAULT_BATCH;
    const heartbeat = createHeartbeat(context.db, { batch, silentShare: SILENT_SHARE });
    const timer = setInterval(() => {
      if (context.db.open) heartbeat.tick();
    }, interval);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
