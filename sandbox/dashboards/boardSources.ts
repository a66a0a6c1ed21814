import type { Db } from '../database';
import type { BoardSources, CampaignRow, OperationRow, TerminalRow } from '../../resources/dashboards/figures/sources';
import { columnOf as c } from '../storage/tables';

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter(Number.isFinite) : []);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The records a board reads, for one entity, straight from the stored columns (no JSON parsing of
 * whole documents, but for the few campaigns). Deleted terminals are left out.
 */
export const createBoardSources = (db: Db) => {
  const statements = {
    operations: db.prepare(
      `SELECT ${c('date')} AS date, ${c('type')} AS type, ${c('amount')} AS amount, ${c('currency')} AS currency,
        ${c('cardBrand')} AS cardBrand, ${c('commerceId')} AS commerceId, ${c('maskedPan')} AS maskedPan
       FROM r_operations WHERE entity_id = ?`,
    ),
    terminals: db.prepare(
      `SELECT t.${c('lastConnectionDate')} AS lastConnectionDate, t.${c('batteryLevel')} AS batteryLevel,
        t.${c('connectionType')} AS connectionType, t.${c('androidVersion')} AS androidVersion, m.${c('name')} AS modelName,
        json_extract(t.data, '$.firmware.kmsVersion') AS kmsVersion,
        json_extract(t.data, '$.firmware.secureModule') AS secureModule,
        json_extract(t.data, '$.location.latitude') IS NOT NULL AS hasLocation, t.${c('commerceId')} AS commerceId
       FROM r_terminals t LEFT JOIN r_models m ON m.id = t.${c('modelId')}
       WHERE t.entity_id = ? AND t.${c('deleted')} IS NOT 1`,
    ),
    terminalActions: db.prepare(
      `SELECT ${c('action')} AS action, ${c('state')} AS state, ${c('reason')} AS reason, ${c('requestedAt')} AS requestedAt,
        ${c('terminalId')} AS terminalId FROM r_terminalsHistory WHERE entity_id = ?`,
    ),
    logs: db.prepare(
      `SELECT ${c('type')} AS type, ${c('createdAt')} AS createdAt, ${c('terminalId')} AS terminalId
       FROM r_terminalLogs WHERE entity_id = ?`,
    ),
    campaigns: db.prepare(`SELECT data FROM r_campaigns WHERE entity_id = ?`),
    register: db.prepare(
      `SELECT ${c('date')} AS date, ${c('action')} AS action FROM r_activityRegister WHERE entity_id = ?`,
    ),
    apps: db.prepare(`SELECT ${c('state')} AS state FROM r_apps WHERE entity_id = ?`),
    appVersions: db.prepare(`SELECT ${c('state')} AS state FROM r_appVersions WHERE entity_id = ?`),
    software: db.prepare(
      `SELECT ${c('kind')} AS kind, ${c('name')} AS name, ${c('terminalId')} AS terminalId
       FROM r_terminalSoftware WHERE entity_id = ?`,
    ),
    users: db.prepare(
      `SELECT ${c('status')} AS status, ${c('twoFactorEnabled')} AS twoFactorEnabled FROM r_users WHERE entity_id = ?`,
    ),
  };

  return (entityId: number): BoardSources => ({
    operations: () => statements.operations.all(entityId) as OperationRow[],
    terminals: () =>
      (statements.terminals.all(entityId) as (Omit<TerminalRow, 'hasLocation'> & { hasLocation: number })[]).map(
        (row) => ({ ...row, hasLocation: row.hasLocation === 1 }),
      ),
    terminalActions: () => statements.terminalActions.all(entityId) as ReturnType<BoardSources['terminalActions']>,
    logs: () => statements.logs.all(entityId) as ReturnType<BoardSources['logs']>,
    campaigns: () =>
      (statements.campaigns.all(entityId) as { data: string }[]).map(({ data }): CampaignRow => {
        const record = JSON.parse(data) as Record<string, unknown>;
        return {
          name: String(record.name ?? ''),
          status: String(record.status ?? ''),
          validFrom: String(record.validFrom ?? ''),
          validTo: String(record.validTo ?? ''),
          commerceId: numberOrNull(record.commerceId),
          whitelistCommerceIds: ids(record.whitelistCommerceIds),
          blacklistCommerceIds: ids(record.blacklistCommerceIds),
          binNumbers: texts(record.binNumbers),
          minAmount: numberOrNull(record.minAmount),
          maxAmount: numberOrNull(record.maxAmount),
        };
      }),
    register: () => statements.register.all(entityId) as ReturnType<BoardSources['register']>,
    apps: () => statements.apps.all(entityId) as ReturnType<BoardSources['apps']>,
    appVersions: () => statements.appVersions.all(entityId) as ReturnType<BoardSources['appVersions']>,
    software: () => statements.software.all(entityId) as ReturnType<BoardSources['software']>,
    users: () =>
      (statements.users.all(entityId) as { status: string; twoFactorEnabled: number | null }[]).map((row) => ({
        status: row.status,
        twoFactorEnabled: row.twoFactorEnabled === 1,
      })),
  });
};
