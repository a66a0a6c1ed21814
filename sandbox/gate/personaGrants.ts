import { grants } from '../../resources/core/access';
import { accessRefusalOf } from '../../resources/core/resourceAccess';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import type { RouteGate } from './routeGate';

type SchemaOf = (name: string) => ResourceSchema;

/** What a declaration lets a caller with these permissions in this entity do, as the matrix expects it. */
export const gateAdmits = (gate: RouteGate, permissions: readonly string[], entityId: number, schemaOf: SchemaOf) => {
  if (gate.kind !== 'guarded') return true;
  const resourcesAdmit = (gate.resources ?? []).every(
    (name) => accessRefusalOf(gate.access, permissions, entityId, schemaOf(name)) === undefined,
  );
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
