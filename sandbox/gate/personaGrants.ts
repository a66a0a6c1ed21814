import { entitySees } from '../../resources/core/abilities';
import { canRead, canWrite, grants, updatePermissionOf } from '../../resources/core/access';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import { entityMayWrite } from '../../resources/core/sharedData';
import type { RouteGate } from './routeGate';

type SchemaOf = (name: string) => ResourceSchema;

/** What a declaration lets a caller with these permissions in this entity do, as the matrix expects it. */
export const gateAdmits = (gate: RouteGate, permissions: readonly string[], entityId: number, schemaOf: SchemaOf) => {
  if (gate.kind !== 'guarded') return true;
  const resourcesAdmit = (gate.resources ?? []).every((name) => {
    const schema = schemaOf(name);
    if (!entitySees(schema, entityId)) return false;
    if (gate.access === 'read') return canRead(permissions, schema);
    if (gate.access === 'update') return !!updatePermissionOf(permissions, schema) && entityMayWrite(schema, entityId);
    const needed = gate.access === 'delete' ? schema.permissions.delete : undefined;
    return (needed ? grants(permissions, needed) : canWrite(permissions, schema)) && entityMayWrite(schema, entityId);
  });
  return (
    resourcesAdmit &&
    (gate.permissions ?? []).every((permission) => grants(permissions, permission)) &&
    (!gate.anyOf || gate.anyOf.some((permission) => grants(permissions, permission)))
  );
};

/** The entity flags a declaration needs: its own and its resources' menu flags. */
export const gateFlags = (gate: RouteGate, schemaOf: SchemaOf): string[] =>
  gate.kind !== 'guarded'
    ? []
    : [gate.flag, ...(gate.resources ?? []).map((name) => schemaOf(name).menu?.flag)].filter(
        (flag): flag is NonNullable<typeof flag> => flag !== undefined,
      );
