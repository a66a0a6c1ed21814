import { DELETED_FILTER, ONLINE_FILTER, terminals } from '../../../resources/terminals/schema';
import type { SandboxContext } from '../../context';
import { filterConditions, type SqlCondition } from '../../storage/filters';
import { columnOf, tableOf } from '../../storage/tables';
import { deletedCondition, onlineCondition } from '../../terminals/list/onlineFilter';

/** What an install's plan reads of a terminal, and the partner-visibility rule of its commerce. */
export type TerminalColumns = {
  id: number;
  serialNumber: string;
  modelId: number;
  commerceId: number | null;
  lastConnectionDate: string | null;
  deleted: boolean;
  batteryLevel: number | null;
};

const READ = ['serialNumber', 'modelId', 'commerceId', 'lastConnectionDate', 'deleted', 'batteryLevel'] as const;
const SELECT = `SELECT id, ${READ.map((field) => `${columnOf(field)} AS ${field}`).join(', ')} FROM ${tableOf(terminals)}`;

type Row = Omit<TerminalColumns, 'deleted'> & { deleted: number | null };

/**
 * The entity's terminals matching a list filter (the list's dialect, `online` and `deleted`
 * included), by id (ascending unless said), read from their indexed columns: at fleet scale, parsing each terminal's
 * document was most of an install's time.
 */
export const terminalColumnsMatching = (
  { db, store }: SandboxContext,
  entityId: number,
  filter: Record<string, unknown>,
  order: 'ASC' | 'DESC' = 'ASC',
): TerminalColumns[] => {
  const custom = { [ONLINE_FILTER]: onlineCondition(Date.now), [DELETED_FILTER]: deletedCondition };
  const conditions: SqlCondition[] = [
    { sql: 'entity_id = ?', params: [entityId] },
    ...filterConditions(store.schema(terminals.name), filter, custom),
  ];
  const where = conditions.map((condition) => `(${condition.sql})`).join(' AND ');
  const rows = db
    .prepare(`${SELECT} WHERE ${where} ORDER BY id ${order}`)
    .all(...conditions.flatMap((condition) => condition.params)) as Row[];
  return rows.map((row) => ({ ...row, deleted: row.deleted === 1 }));
};
