import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleDataProvider } from '../../../dataProviders/consoleDataProvider';
import type { TerminalCoordinatesQuery } from '../clustering';
import {
  FIRST_VIEW,
  NO_FILTER,
  OVERVIEW,
  prefetchFirstClusters,
  terminalCoordinatesQuery,
} from './terminalCoordinatesQuery';

const ANSWER = { total: 3, bounds: null, clusters: [] };

const services = () => {
  const terminalCoordinates = vi.fn(async (query: TerminalCoordinatesQuery) => {
    void query;
    return { data: ANSWER };
  });
  const dataProvider = { terminalCoordinates } as unknown as ConsoleDataProvider;
  return { terminalCoordinates, dataProvider, queryClient: new QueryClient() };
};

describe('the first clusters asked ahead', () => {
  it('asks the first view once, under the key the map reads, and the map does not ask again', async () => {
    const { terminalCoordinates, dataProvider, queryClient } = services();
    prefetchFirstClusters({ queryClient, dataProvider, entityId: '9', canAccess: () => true });
    expect(terminalCoordinates.mock.calls.map(([query]) => query)).toEqual([{ zoom: 5 }]);

    const firstView = terminalCoordinatesQuery(dataProvider, '9', NO_FILTER, FIRST_VIEW);
    await vi.waitFor(() => expect(queryClient.getQueryData(firstView.queryKey)).toEqual(ANSWER));
    // What the map's query does as it mounts once the answer asked ahead is in: it is still fresh.
    expect(await queryClient.fetchQuery(firstView)).toEqual(ANSWER);
    expect(terminalCoordinates).toHaveBeenCalledTimes(1);
    // Another view, or another entity, is asked for.
    await queryClient.fetchQuery(terminalCoordinatesQuery(dataProvider, '9', NO_FILTER, OVERVIEW));
    await queryClient.fetchQuery(terminalCoordinatesQuery(dataProvider, '3', NO_FILTER, FIRST_VIEW));
    expect(terminalCoordinates).toHaveBeenCalledTimes(3);
  });

  it('asks nothing for a user who may not list terminals', () => {
    const { terminalCoordinates, dataProvider, queryClient } = services();
    const canAccess = vi.fn(() => false);
    prefetchFirstClusters({ queryClient, dataProvider, entityId: '9', canAccess });
    expect(canAccess).toHaveBeenCalledWith({ resource: 'Terminal', action: 'list' });
    expect(terminalCoordinates).not.toHaveBeenCalled();
  });
});
