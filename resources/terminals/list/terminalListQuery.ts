import type { ListQueryDefaults } from '../../resourceDefinition';
import { DELETED_FILTER } from '../schema';

/** The terminal list's first page: the latest connections first, deleted terminals left out. */
export const terminalListQuery: ListQueryDefaults = {
  sort: { field: 'lastConnectionDate', order: 'DESC' },
  perPage: 25,
  filterDefaultValues: { [DELETED_FILTER]: false },
};
