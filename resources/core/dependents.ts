import type { FieldMap } from './fields';
import type { ResourceSchema } from './resourceSchema';
import type { ServiceErrorBody } from './wire';

type Values = Record<string, unknown>;

/** Records of one resource that point at a record, through one field (`group.field` inside a group). */
export interface Dependent {
  resource: string;
  field: string;
  kind: 'reference' | 'referenceArray';
  count: number;
}

interface ReferencePath {
  /** The group holding the field, if any, and whether it is a list of groups. */
  group?: { name: string; many: boolean };
  field: string;
  kind: Dependent['kind'];
}

/** The fields of a resource that may point at `target`: at the top level, then inside its groups. */
export const referencePathsTo = (fields: FieldMap, target: string): ReferencePath[] => {
  const direct = (declared: FieldMap, group?: ReferencePath['group']) =>
    Object.entries(declared).flatMap(([field, spec]): ReferencePath[] =>
      (spec.kind === 'reference' || spec.kind === 'referenceArray') && spec.target === target
        ? [{ group, field, kind: spec.kind }]
        : [],
    );
  const nested = Object.entries(fields).flatMap(([name, spec]) =>
    spec.kind === 'group' || spec.kind === 'groupArray'
      ? direct(spec.fields, { name, many: spec.kind === 'groupArray' })
      : [],
  );
  return [...direct(fields), ...nested];
};

const holds = (value: unknown, id: number) =>
  Array.isArray(value) ? value.some((item) => Number(item) === id) : value != null && Number(value) === id;

/** Whether a record points at `id` through a path. */
export const pointsAt = (record: Values, { group, field }: ReferencePath, id: number) => {
  if (!group) return holds(record[field], id);
  const items = group.many ? record[group.name] : [record[group.name]];
  return (
    Array.isArray(items) &&
    items.some((item) => typeof item === 'object' && item !== null && holds((item as Values)[field], id))
  );
};

/** The dependents of a record among each resource's records, top-level references first, as the services count them. */
export const dependentsAmong = async (
  schemas: readonly ResourceSchema[],
  target: string,
  id: number,
  recordsOf: (schema: ResourceSchema) => Promise<readonly Values[]>,
): Promise<Dependent[]> => {
  const direct: Dependent[] = [];
  const nested: Dependent[] = [];
  for (const schema of schemas) {
    const paths = referencePathsTo(schema.fields, target);
    if (paths.length === 0) continue;
    const records = await recordsOf(schema);
    for (const path of paths) {
      const count = records.filter((record) => pointsAt(record, path, id)).length;
      const field = path.group ? `${path.group.name}.${path.field}` : path.field;
      if (count > 0) (path.group ? nested : direct).push({ resource: schema.name, field, kind: path.kind, count });
    }
  }
  return [...direct, ...nested];
};

/**
 * A record other records point at stays: 409 GM-0006 when a reference field depends on it
 * ('has dependents'), GM-0007 when only reference lists hold it ('in use'). The Message names
 * the depending resource and how many of its records there are: `terminals-12`.
 */
export const dependentsBody = (dependents: readonly Dependent[]): ServiceErrorBody | undefined => {
  if (dependents.length === 0) return undefined;
  const direct = dependents.find((dependent) => dependent.kind === 'reference');
  const first = direct ?? dependents[0];
  const Code = direct ? 'GM-0006' : 'GM-0007';
  return { Code, Message: `${first.resource}-${first.count}` };
};
