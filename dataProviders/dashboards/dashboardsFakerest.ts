import type { RaRecord } from 'ra-core';
import { entityConfigOf } from '../../fixtures/entityConfig';
import { activityRegister } from '../../resources/activityRegister/schema';
import { apps } from '../../resources/apps/schema';
import { appVersions } from '../../resources/appVersions/schema';
import { campaigns } from '../../resources/campaigns/schema';
import { computeBoard } from '../../resources/dashboards/figures/computeBoard';
import type { BoardSources } from '../../resources/dashboards/figures/sources';
import { models } from '../../resources/models/schema';
import { operations } from '../../resources/operations/schema';
import { terminalLogs } from '../../resources/terminalLogs/schema';
import { terminalSoftware } from '../../resources/terminalSoftware/schema';
import { onlineSince, onlineWindowMinutes, terminals } from '../../resources/terminals/schema';
import { terminalActions } from '../../resources/terminalsHistory/schema';
import { users } from '../../resources/users/schema';
import type { DashboardsMethods } from './dashboardsMethods';
import type { FakeMethodsContext } from '../defineMethods';

const ALL = 1_000_000_000;
const numbers = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);
const orNull = <T>(value: T | undefined | null) => value ?? null;

/**
 * The dashboards over the in-memory records of a (fakerest) provider, scoped to the selected
 * entity by that provider: the same board functions as the sandbox, over the same fields.
 */
export const createFakeDashboardsMethods = ({
  provider,
  currentEntity,
}: Pick<FakeMethodsContext, 'provider' | 'currentEntity'>): DashboardsMethods => {
  const all = async (resource: string) =>
    (
      await provider.getList(resource, {
        pagination: { page: 1, perPage: ALL },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
    ).data as RaRecord[];
  return {
    dashboardBoard: async ({ board }) => {
      const [ops, fleet, modelList, actions, logs, campaignList, register, appList, versions, software, people] =
        await Promise.all(
          [
            operations,
            terminals,
            models,
            terminalActions,
            terminalLogs,
            campaigns,
            activityRegister,
            apps,
            appVersions,
            terminalSoftware,
            users,
          ].map((schema) => all(schema.resource)),
        );
      const modelNames = new Map(modelList.map((model) => [model.id, String(model.name)]));
      const sources: BoardSources = {
        operations: () =>
          ops.map((row) => ({
            date: String(row.date),
            type: String(row.type),
            amount: Number(row.amount),
            currency: orNull(row.currency),
            cardBrand: orNull(row.cardBrand),
            commerceId: orNull(row.commerceId),
            maskedPan: orNull(row.maskedPan),
          })),
        terminals: () =>
          fleet
            .filter((row) => row.deleted !== true)
            .map((row) => ({
              lastConnectionDate: orNull(row.lastConnectionDate),
              batteryLevel: orNull(row.batteryLevel),
              connectionType: orNull(row.connectionType),
              androidVersion: orNull(row.androidVersion),
              modelName: modelNames.get(row.modelId) ?? null,
              kmsVersion: orNull(row.firmware?.kmsVersion),
              secureModule: orNull(row.firmware?.secureModule),
              hasLocation: row.location?.latitude != null,
            })),
        terminalActions: () =>
          actions.map((row) => ({
            action: String(row.action),
            state: String(row.state),
            reason: orNull(row.reason),
            requestedAt: String(row.requestedAt),
          })),
        logs: () => logs.map((row) => ({ type: String(row.type), createdAt: String(row.createdAt) })),
        campaigns: () =>
          campaignList.map((row) => ({
            name: String(row.name),
            status: String(row.status),
            validFrom: String(row.validFrom),
            validTo: String(row.validTo),
            commerceId: orNull(row.commerceId),
            whitelistCommerceIds: numbers(row.whitelistCommerceIds),
            blacklistCommerceIds: numbers(row.blacklistCommerceIds),
            binNumbers: Array.isArray(row.binNumbers) ? row.binNumbers.map(String) : [],
            minAmount: orNull(row.minAmount),
            maxAmount: orNull(row.maxAmount),
          })),
        register: () => register.map((row) => ({ date: String(row.date), action: String(row.action) })),
        apps: () => appList.map((row) => ({ state: String(row.state) })),
        appVersions: () => versions.map((row) => ({ state: String(row.state) })),
        software: () => software.map((row) => ({ kind: String(row.kind), name: String(row.name) })),
        users: () =>
          people.map((row) => ({ status: String(row.status), twoFactorEnabled: row.twoFactorEnabled === true })),
      };
      const now = Date.now();
      const minutes = onlineWindowMinutes(entityConfigOf(currentEntity()));
      return { data: computeBoard(board, sources, { now, onlineSince: onlineSince(now, minutes) }) };
    },
  };
};
