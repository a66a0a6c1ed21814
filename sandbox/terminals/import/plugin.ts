import { terminals } from '../../../resources/terminals/schema';
import type { SandboxPlugin } from '../../context';
import { requireWrite } from '../../engine/access';
import { sessionOf } from '../../guard';
import { importBodyOf } from './importBody';
import { importRows } from './importRows';

/** The path of the terminal import on the terminal service (spec section 7: Terminal import). */
export const TERMINAL_IMPORT_PATH = '/api/v1/Terminal/import';
/** Several terminals typed at once (a group's serials), the same rows and rules as the import. */
export const TERMINAL_ADD_SEVERAL_PATH = '/api/v1/Terminal/AddSeveral';

/**
 * `POST /terminal/api/v1/Terminal/import` and `.../AddSeveral`, which take a batch of CSV rows `{ rows: [{ row,
 * values }] }` and answer `{ results: [{ row, id } | { row, problems }] }`: every good row is
 * created under the rules a single terminal meets (resources/terminals/hooks.ts), every refused
 * one says why.
 */
export const terminalImportPlugin: SandboxPlugin = async (app, context) => {
  const schema = context.store.schema(terminals.name);

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      for (const path of [TERMINAL_IMPORT_PATH, TERMINAL_ADD_SEVERAL_PATH])
        scope.post(path, async (request) => {
          const session = sessionOf(request);
          requireWrite(session, schema);
          return { results: await importRows(context, session, importBodyOf(request.body)) };
        });
    },
    { prefix: '/terminal' },
  );
};
