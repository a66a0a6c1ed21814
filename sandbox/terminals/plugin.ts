import type { SandboxPlugin } from '../context';
import { terminalDetailPlugin } from './detail/plugin';
import { terminalImportPlugin } from './import/plugin';
import { terminalListPlugin } from './list/plugin';
import { terminalOperationsPlugin } from './operations/plugin';

/** The terminal service beyond the generic resource engine (issue 5), one part per folder. */
export const terminalsPlugin: SandboxPlugin = async (app, context) => {
  for (const part of [terminalListPlugin, terminalImportPlugin, terminalDetailPlugin, terminalOperationsPlugin])
    await part(app, context);
};
