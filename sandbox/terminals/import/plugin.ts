import { terminals } from '../../../resources/terminals/schema';
import type { SandboxPlugin } from '../../context';
import { requireWrite } from '../../engine/access';
import type { ResourceHooks } from '../../engine/hooks';
import { sessionOf } from '../../guard';
import { assertGroupRule, createGroupRule } from './groupRule';
import { importBodyOf } from './importBody';
import { importRows } from './importRows';
import { createSerialOwners } from './serialOwners';

/** The path of the terminal import on the terminal service (spec section 7: Terminal import). */
export const TERMINAL_IMPORT_PATH = '/api/v1/Terminal/import';

/**
 * Terminal creation beyond the generic engine (issue 5): the group rule on every create (spec
 * section 5, a commerce needs a group), and `POST /terminal/api/v1/Terminal/import`, which takes
 * a batch of CSV rows `{ rows: [{ row, values }] }` and answers `{ results: [{ row, id } | { row,
 * problems }] }`: every good row is created, every refused one says why.
 */
export const terminalImportPlugin: SandboxPlugin = async (app, context) => {
  const groupRule = createGroupRule(context.db);
  const previous: ResourceHooks = context.hooks.get(terminals.name) ?? {};
  context.hooks.set(terminals.name, {
    ...previous,
    beforeCreate: (data, hookContext) => {
      assertGroupRule(groupRule, hookContext.entityId, data);
      return previous.beforeCreate ? previous.beforeCreate(data, hookContext) : data;
    },
  });
  const owners = createSerialOwners(context.db);
  const schema = context.store.schema(terminals.name);

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard('terminal'));
      scope.post(TERMINAL_IMPORT_PATH, async (request) => {
        const session = sessionOf(request);
        requireWrite(session, schema);
        const rows = importBodyOf(request.body);
        const hookContext = { entityId: session.entityId, session };
        return { results: importRows(context, hookContext, owners, rows) };
      });
    },
    { prefix: '/terminal' },
  );
};
