import type { ListQueryDefaults } from '../../resourceDefinition';

/**
 * A video resource's one page: all of an entity's videos (an order covers them all), in their
 * order. Declared once for the list and for the start-up, which asks for it on a cold load.
 */
export const videoOrderQuery: ListQueryDefaults = { sort: { field: 'orderNumber', order: 'ASC' }, perPage: 500 };
