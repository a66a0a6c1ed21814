import type { Field, FieldMap } from '../resources/core/fields';
import type { ResourceSchema } from '../resources/core/resourceSchema';

export type ScreenKind = 'list' | 'create' | 'show' | 'edit';

/** What decides how a schema screen draws a field: its kind and the options that change the input. */
const variantOf = (field: Field): string => {
  if (field.kind === 'text') return field.secret ? 'text:secret' : field.multiline ? 'text:multiline' : 'text';
  if (field.kind === 'image') return field.upload ? 'image:upload' : 'image';
  return field.kind;
};

const variantsOf = (fields: FieldMap, keep: (field: Field) => boolean): string[] =>
  Object.values(fields).flatMap((field) => [
    ...(keep(field) ? [variantOf(field)] : []),
    ...('fields' in field ? variantsOf(field.fields, keep) : []),
  ]);

/** The field variants a schema screen of that kind shows. */
const screenVariants = (schema: ResourceSchema, kind: ScreenKind): Set<string> => {
  if (kind === 'list')
    return new Set([
      ...variantsOf(schema.fields, (field) => Boolean(field.list)).map((variant) => `column:${variant}`),
      ...variantsOf(schema.fields, (field) => Boolean(field.filter)).map((variant) => `filter:${variant}`),
    ]);
  if (kind === 'show') return new Set(variantsOf(schema.fields, () => true));
  return new Set(variantsOf(schema.fields, (field) => !field.readOnly));
};

const offers = (schema: ResourceSchema, kind: ScreenKind) =>
  kind === 'list' || kind === 'show' || schema.operations[kind];

/**
 * For each kind of screen the schema draws, the resources whose screen of that kind is checked
 * with axe: the fewest, picked largest first, that together show every field variant any of
 * them shows. A resource's own screens are always checked (the walk tells them apart in the page).
 */
export const schemaScreensToCheck = (schemas: readonly ResourceSchema[]): Record<ScreenKind, Set<string>> => {
  const plan = (kind: ScreenKind) => {
    const candidates = schemas
      .filter((schema) => offers(schema, kind))
      .map((schema) => ({ name: schema.name, variants: screenVariants(schema, kind) }))
      .sort((a, b) => b.variants.size - a.variants.size || a.name.localeCompare(b.name));
    const covered = new Set<string>();
    const chosen = new Set<string>();
    for (const { name, variants } of candidates) {
      if ([...variants].every((variant) => covered.has(variant))) continue;
      chosen.add(name);
      variants.forEach((variant) => covered.add(variant));
    }
    return chosen;
  };
  return { list: plan('list'), create: plan('create'), show: plan('show'), edit: plan('edit') };
};
