import type { DataProvider } from 'ra-core';
import type { DashboardBoard, DashboardBoardName } from '../../resources/dashboards/boards';
import type { MethodNames } from '../lazyMethods';

/** The resource the dashboard methods are called with: they go to the reports service. */
export const DASHBOARDS_RESOURCE = 'Reports';

/**
 * The seven dashboards' figures (spec section 2), computed by the reports service from the
 * entity's records. Over HTTP in `dashboardsHttp.ts`, in memory in `dashboardsFakerest.ts`.
 */
export interface DashboardsMethods {
  dashboardBoard(resource: string, params: { board: DashboardBoardName }): Promise<{ data: DashboardBoard }>;
}

export type DashboardsDataProvider = DataProvider & DashboardsMethods;

export const dashboardsMethodNames: MethodNames<DashboardsMethods> = { dashboardBoard: true };
