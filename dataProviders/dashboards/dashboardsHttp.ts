import type { HttpMethodsContext } from '../defineMethods';
import type { DashboardBoard } from '../../resources/dashboards/boards';
import type { DashboardsMethods } from './dashboardsMethods';

/** GET {reports}/api/v1/dashboards/{board}. */
export const createHttpDashboardsMethods = ({ urls, httpClientFor }: HttpMethodsContext): DashboardsMethods => ({
  dashboardBoard: async ({ board }) => ({
    data: (await httpClientFor('reports')(`${urls.reports}/api/v1/dashboards/${encodeURIComponent(board)}`))
      .json as DashboardBoard,
  }),
});
