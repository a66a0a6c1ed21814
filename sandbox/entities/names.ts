import { entities, entityIds, type EntityId } from '../../fixtures/entities';

/** An entity's name as the services show it. */
export const entityNameOf = (id: number) => entities.find((entity) => entity.Id === id)?.Name ?? `Entidad ${id}`;

/** The usual order of entities in lists (the operator first); unknown ones after, by id. */
export const entityRank = (id: number) => {
  const index = entityIds.indexOf(id as EntityId);
  return index < 0 ? entityIds.length + id : index;
};
