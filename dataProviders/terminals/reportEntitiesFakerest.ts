import { decodeClaims } from '../../resources/identity/tokenClaims';
import { entities, entityIds, type EntityId } from '../../fixtures/entities';
import { permissionsOfRole } from '../../fixtures/personaPermissions';
import { personas } from '../../fixtures/personas';
import { permissionsOf } from '../../resources/core/access';
import { reportableEntities, type ReportEntity } from '../../resources/terminals/operations/reportEntities';

const rank = (id: number) => {
  const index = entityIds.indexOf(id as EntityId);
  return index < 0 ? entityIds.length + id : index;
};

/**
 * The entities the signed-in persona may report on, decided as the sandbox does: in the token's
 * entity by the token's permissions, in the others by the persona's role; none without a session.
 */
export const fakeReportEntities = (token: () => string | null, currentEntity: () => number) => (): ReportEntity[] => {
  const current = token();
  const claims = current ? decodeClaims(current) : null;
  const persona = personas.find((p) => p.userName === claims?.UserName);
  if (!claims || !persona) return [];
  const permissionsIn = (entityId: number) =>
    entityId === currentEntity() ? permissionsOf(claims.Permissions) : permissionsOfRole(persona.role);
  return reportableEntities(persona.entities, permissionsIn)
    .sort((a, b) => rank(a) - rank(b))
    .map((Id) => ({ Id, Name: entities.find((entity) => entity.Id === Id)?.Name ?? `Entidad ${Id}` }));
};
