import type { ListQueryDefaults } from '../resourceDefinition';

/** Every network of the entity on one page, in priority order (the list and the start-up's prefetch). */
export const networkListQuery: ListQueryDefaults = { sort: { field: 'priority', order: 'ASC' }, perPage: 100 };
