import { activityRegister } from '../../resources/activityRegister/schema';
import type { SandboxPlugin } from '../context';
import { sessionOf } from '../guard';
import { columnOf, tableOf } from '../storage/tables';
import { registerExcelRoute } from './registerExcelRoute';
import { registerLogOf } from './registerLogOf';

const BASE = `/${activityRegister.service}/api/v1/action-registry`;

/**
 * The chain's head (GET .../action-registry/chain-head: the entity's last sequence and hash), which
 * an export is checked against for completeness, and the register's object types and actions, as the reports service lists them for its filters:
 * GET .../action-registry/object-types and .../object-actions, the distinct values of the
 * entity's entries, sorted; and the whole register as a workbook (POST .../action-registry/excel).
 * Reading them needs the activity registry permission, as the entries do.
 */
export const activityRegisterPlugin: SandboxPlugin = async (app, context) => {
  const table = tableOf(activityRegister);
  const distinct = (field: 'objectType' | 'action') =>
    context.db.prepare(
      `SELECT DISTINCT ${columnOf(field)} AS value FROM ${table} WHERE entity_id = ? AND ${columnOf(field)} IS NOT NULL ORDER BY value`,
    );
  const types = distinct('objectType');
  const actions = distinct('action');
  const valuesOf = (statement: ReturnType<typeof distinct>, entityId: number) =>
    (statement.all(entityId) as { value: string }[]).map((row) => row.value);
  for (const [path, statement] of [
    ['object-types', types],
    ['object-actions', actions],
  ] as const) {
    app.get(`${BASE}/${path}`, { onRequest: context.guard }, async (request) => {
      const session = sessionOf(request);
      return valuesOf(statement, session.entityId);
    });
  }
  app.get(`${BASE}/chain-head`, { onRequest: context.guard }, async (request) => {
    const session = sessionOf(request);
    return registerLogOf(context).head(session.entityId);
  });
  registerExcelRoute(app, context, `${BASE}/excel`);
};
