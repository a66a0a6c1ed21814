import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { DashboardsDataProvider } from '../../../dataProviders/dashboards/dashboardsMethods';
import { useSession } from '../../../authProvider/SessionContext';
import type { DashboardBoardName } from '../boards';

/** One board's figures for the selected entity (its id is in the key: no figures of one entity under another). */
export const useDashboardBoard = (board: DashboardBoardName) => {
  const dataProvider = useDataProvider<DashboardsDataProvider>();
  const entityId = useSession().entityId();
  return useQuery({
    queryKey: ['dashboardBoard', entityId, board],
    queryFn: async () => (await dataProvider.dashboardBoard({ board })).data,
  });
};
