import { abilitiesOf, type EntityAbilities } from '../core/abilities';
import type { CellValue } from '../export/cells';
import { csvText } from '../export/csv';
import { isScalar, type Field } from '../core/fields';
import type { ResourceSchema } from '../core/resourceSchema';
import { entityFieldLabel } from './labels';

type Translate = (key: string, options?: { _?: string }) => string;

/** What a list exports: the id and every scalar field but secrets (write-only everywhere). */
const exportedFields = (schema: ResourceSchema) =>
  Object.entries(schema.fields).filter(([, field]) => isScalar(field) && !(field.kind === 'text' && field.secret)) as [
    string,
    Field,
  ][];

const cellOf = (schema: ResourceSchema, name: string, field: Field, value: unknown, translate: Translate) => {
  const choice = (item: unknown) =>
    translate(`resources.${schema.resource}.choices.${name}.${String(item)}`, { _: String(item) });
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value.map((item) => (field.kind === 'enumArray' ? choice(item) : String(item))).join(', ');
  if (field.kind === 'enum') return choice(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return JSON.stringify(value);
};

/**
 * A schema list's records as CSV text (the safe writer): translated column titles, enum values
 * by their translated names, arrays joined, numbers as numbers.
 */
export const schemaCsv = (
  schema: ResourceSchema,
  records: readonly Record<string, unknown>[],
  translate: Translate,
  abilities: EntityAbilities = abilitiesOf(Number.NaN),
) => {
  const fields = exportedFields(schema);
  const header = [
    'ID',
    ...fields.map(([name, field]) => translate(entityFieldLabel(schema.resource, name, field, abilities), { _: name })),
  ];
  const rows = records.map((record): CellValue[] => [
    record.id as CellValue,
    ...fields.map(([name, field]) => cellOf(schema, name, field, record[name], translate)),
  ]);
  return csvText(header, rows);
};
