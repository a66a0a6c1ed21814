import type { DataProvider } from 'ra-core';
import type { DashboardBoard, DashboardBoardName } from '../../resources/dashboards/boards';
import { defineMethods } from '../defineMethods';

/**
 * The seven dashboards' figures (spec section 2), computed by the reports service from the
 * entity's records. Over HTTP in `dashboardsHttp.ts`, in memory in `dashboardsFakerest.ts`.
 */
export interface DashboardsMethods {
  dashboardBoard(params: { board: DashboardBoardName }): Promise<{ data: DashboardBoard }>;
}

export type DashboardsDataProvider = DataProvider & DashboardsMethods;

export const dashboardsFamily = defineMethods<DashboardsMethods>({
  domain: 'dashboards',
  names: { dashboardBoard: true },
  http: async (context) => (await import('./dashboardsHttp')).createHttpDashboardsMethods(context),
  fake: async (context) => (await import('./dashboardsFakerest')).createFakeDashboardsMethods(context),
});
