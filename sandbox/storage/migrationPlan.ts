import type { Field, FieldMap } from '../../resources/core/fields';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import { isColumnField, isListField } from './tables';

/** The field declarations a database's resource tables were built from, by resource name. */
export type Declarations = Readonly<Record<string, FieldMap>>;

export interface MigrationPlan {
  /** Resources without a table yet: created, then given their seeded rows. */
  added: string[];
  /** New fields of existing resources, by resource: records keep their data, the fields start empty. */
  widened: Record<string, string[]>;
  /** Why the database cannot follow the schemas (empty: it can). */
  blocked: string[];
}

export const declarationsOf = (schemas: readonly Pick<ResourceSchema, 'name' | 'fields'>[]): Declarations =>
  Object.fromEntries(schemas.map(({ name, fields }) => [name, fields]));

/** How a field is stored: a change here cannot be applied to values already stored. */
const storageOf = (field: Field) => {
  const column = isColumnField(field) ? 'column' : isListField(field) ? 'list' : 'document';
  const integer = field.kind === 'number' && field.integer === true;
  const target = 'target' in field ? field.target : '';
  return `${field.kind}|${column}|${integer}|${target}`;
};

const fieldChanges = (path: string, before: FieldMap, now: FieldMap, blocked: string[]): string[] => {
  Object.keys(before)
    .filter((name) => !Object.hasOwn(now, name))
    .forEach((name) => blocked.push(`${path}.${name} was removed`));
  return Object.entries(now).flatMap(([name, field]) => {
    if (!Object.hasOwn(before, name)) return [name];
    const old = before[name];
    if (storageOf(old) !== storageOf(field)) blocked.push(`${path}.${name} changed from ${old.kind} to ${field.kind}`);
    else if ('fields' in old && 'fields' in field) fieldChanges(`${path}.${name}`, old.fields, field.fields, blocked);
    return [];
  });
};

/**
 * What it takes to bring a database built from `before` to the current schemas. New resources
 * and new fields are added without touching stored records; a removed resource or field, or a
 * field stored another way (another kind, whole numbers, another target), would lose or
 * misread stored values, so it blocks.
 */
export const planMigration = (before: Declarations, schemas: readonly ResourceSchema[]): MigrationPlan => {
  const plan: MigrationPlan = { added: [], widened: {}, blocked: [] };
  const current = new Set(schemas.map((schema) => schema.name));
  Object.keys(before)
    .filter((name) => !current.has(name))
    .forEach((name) => plan.blocked.push(`resource ${name} was removed`));
  schemas.forEach(({ name, fields }) => {
    if (!Object.hasOwn(before, name)) {
      plan.added.push(name);
      return;
    }
    const added = fieldChanges(name, before[name], fields, plan.blocked);
    if (added.length > 0) plan.widened[name] = added;
  });
  return plan;
};
