import { entityIds, type EntityId } from '../../fixtures/entities';

export { entityNameOf } from '../../fixtures/entities';

/** The usual order of entities in lists (the operator first); unknown ones after, by id. */
export const entityRank = (id: number) => {
  const index = entityIds.indexOf(id as EntityId);
  return index < 0 ? entityIds.length + id : index;
};
