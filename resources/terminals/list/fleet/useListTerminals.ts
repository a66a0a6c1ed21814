import { useDataProvider, useListContext } from 'ra-core';
import { installFilterOf } from '../../../fleetInstalls/listSelection';
import { MAX_INSTALL_TERMINALS, type InstallTarget } from '../../../fleetInstalls/shapes';
import { MAX_UPDATE_TERMINALS } from '../../../profiles/parameterUpdate/updateShapes';
import { terminals } from '../../schema';

export type ListScope = 'selected' | 'matching';

const BY_ID = { field: 'id', order: 'ASC' as const };

/**
 * The terminals of the list a fleet action goes to: the selected ones, or all that match its
 * filter (sent as the filter where an install can take it, else as the matching ids).
 */
export const useListTerminals = () => {
  const { selectedIds, filterValues, total } = useListContext();
  const dataProvider = useDataProvider();
  const matching = (perPage: number) =>
    dataProvider.getList(terminals.resource, { filter: filterValues, pagination: { page: 1, perPage }, sort: BY_ID });

  const installTarget = async (scope: ListScope): Promise<InstallTarget> => {
    if (scope === 'selected') return { kind: 'terminals', terminalIds: selectedIds.map(Number) };
    const filter = installFilterOf(filterValues);
    if (filter) return { kind: 'filter', filter };
    const { data } = await matching(MAX_INSTALL_TERMINALS);
    return { kind: 'terminals', terminalIds: data.map((terminal) => Number(terminal.id)) };
  };

  const serialNumbers = async (scope: ListScope): Promise<string[]> => {
    const { data } =
      scope === 'selected'
        ? await dataProvider.getMany(terminals.resource, { ids: selectedIds })
        : await matching(MAX_UPDATE_TERMINALS);
    return data.map((terminal) => String(terminal.serialNumber));
  };

  /**
   * Whether all that match are more than one request can list: a filter an install cannot take is
   * sent as the matching ids (at most MAX_INSTALL_TERMINALS), a parameter push as serials (MAX_UPDATE_TERMINALS).
   */
  const tooMany = (scope: ListScope, push: boolean) =>
    scope === 'matching' &&
    (push
      ? (total ?? 0) > MAX_UPDATE_TERMINALS
      : !installFilterOf(filterValues) && (total ?? 0) > MAX_INSTALL_TERMINALS);

  return { selected: selectedIds.length, matching: total ?? 0, installTarget, serialNumbers, tooMany };
};
