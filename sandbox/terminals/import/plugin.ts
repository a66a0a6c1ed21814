import { terminals } from '../../../resources/terminals/schema';
import type { SandboxPlugin } from '../../context';
import { requireWrite } from '../../engine/access';
import { addHooks } from '../../engine/hooks';
import { sessionOf } from '../../guard';
import { assertGroupRule, createGroupRule } from './groupRule';
import { importBodyOf } from './importBody';
import { importRows } from './importRows';
import { assertSerialElsewhere, createSerialOwners } from './serialOwners';

/** The path of the terminal import on the terminal service (spec section 7: Terminal import). */
export const TERMINAL_IMPORT_PATH = '/api/v1/Terminal/import';

/**
 * Terminal creation beyond the generic engine (issue 5): the group rule on every create (spec
 * section 5, a commerce needs a group) and the serial held by another entity (409 TM-0010, whose
 * Message names the serial and that entity), and `POST /terminal/api/v1/Terminal/import`, which takes
 * a batch of CSV rows `{ rows: [{ row, values }] }` and answers `{ results: [{ row, id } | { row,
 * problems }] }`: every good row is created, every refused one says why.
 */
export const terminalImportPlugin: SandboxPlugin = async (app, context) => {
  const groupRule = createGroupRule(context.db);
  const owners = createSerialOwners(context.db);
  addHooks(context.hooks, terminals.name, {
    beforeCreate: (data, hookContext) => {
      assertSerialElsewhere(owners, hookContext.entityId, data.serialNumber);
      assertGroupRule(groupRule, hookContext.entityId, data);
      return data;
    },
    beforeUpdate: (id, data, hookContext) => {
      if (data.serialNumber !== context.store.get(terminals.name, id)?.serialNumber)
        assertSerialElsewhere(owners, hookContext.entityId, data.serialNumber);
      return data;
    },
  });
  const schema = context.store.schema(terminals.name);

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
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
