import { terminals } from '../../resources/terminals/schema';
import type { SandboxPlugin } from '../context';
import { columnOf, tableOf } from '../storage/tables';
import { terminalDetailPlugin } from './detail/plugin';
import { terminalImportPlugin } from './import/plugin';
import { terminalListPlugin } from './list/plugin';
import { terminalOperationsPlugin } from './operations/plugin';

/** The terminal service beyond the generic resource engine, one part per folder. */
export const terminalsPlugin: SandboxPlugin = async (app, context) => {
  // The engine's indexes lead with the entity; the serial rule (TM-0010) looks in every entity.
  const table = tableOf(terminals);
  context.db.exec(`CREATE INDEX IF NOT EXISTS ${table}__serial_any ON ${table} (${columnOf('serialNumber')})`);
  for (const part of [terminalListPlugin, terminalImportPlugin, terminalDetailPlugin, terminalOperationsPlugin])
    await part(app, context);
};
