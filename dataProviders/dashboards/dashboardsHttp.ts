import type { ServiceName } from '../../resources/core/resourceSchema';
import type { DashboardBoard } from '../../resources/dashboards/boards';
import type { HttpClient } from '../httpClient';
import type { ServiceUrls } from '../services';
import type { DashboardsMethods } from './dashboardsMethods';

/** GET {reports}/api/v1/dashboards/{board}. */
export const createHttpDashboardsMethods = (
  urls: ServiceUrls,
  httpClientFor: (service: ServiceName) => HttpClient,
): DashboardsMethods => ({
  dashboardBoard: async (_, { board }) => ({
    data: (await httpClientFor('reports')(`${urls.reports}/api/v1/dashboards/${encodeURIComponent(board)}`))
      .json as DashboardBoard,
  }),
});
