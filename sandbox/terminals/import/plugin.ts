import { terminals } from '../../../resources/terminals/schema';
import type { SandboxPlugin } from '../../context';
import { requireWrite } from '../../engine/access';
import { sessionOf } from '../../guard';
import { importBodyOf } from './importBody';
import { importRows } from './importRows';

/** The path of the terminal import on the terminal service (spec section 7: Terminal import). */
export const TERMINAL_IMPORT_PATH = '/api/v1/Terminal/import';

/**
 * `POST /terminal/api/v1/Terminal/import`, which takes a batch of CSV rows `{ rows: [{ row,
 * values }] }` and answers `{ results: [{ row, id } | { row, problems }] }`: every good row is
 * created under the rules a single terminal meets (resources/terminals/hooks.ts), every refused
 * one says why.
 */
export const terminalImportPlugin: SandboxPlugin = async (app, context) => {
  const schema = context.store.schema(terminals.name);

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      scope.post(TERMINAL_IMPORT_PATH, async (request) => {
        const session = sessionOf(request);
        requireWrite(session, schema);
        return { results: await importRows(context, session, importBodyOf(request.body)) };
      });
    },
    { prefix: '/terminal' },
  );
};
