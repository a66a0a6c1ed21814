import type { Field } from '../fields';
import type { DomainRule, RuleContext, Values } from '../rules/domainHooks';
import { refuse } from '../serviceError';
import { fileIdOf } from './fileAddress';
import { fileKindRules, type FileKind } from './fileKinds';

/** The code of an address typed for a file the console manages: such files are uploaded. */
export const EXTERNAL_FILE_CODE = 'AM-0035';

/**
 * A record's fields that hold a file the console manages, by path ('logo', or 'sections.image' for
 * the image of each section), with the kind of file each holds.
 */
export type ManagedFileFields = Readonly<Record<string, FileKind>>;

/** Each value at a path, with the path an error names ('sections.1.image'). */
const valuesAt = (data: Values | undefined, path: string): [string, unknown][] => {
  const [head, rest] = path.split('.', 2);
  const value = data?.[head];
  if (rest === undefined) return value === null || value === undefined || value === '' ? [] : [[head, value]];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Values, index) =>
    valuesAt(item, rest).map(([, found]): [string, unknown] => [`${head}.${index}.${rest}`, found]),
  );
};

/** The field a path names in a schema, through one list of groups. */
const fieldAt = (fields: Readonly<Record<string, Field>>, path: string): Field | undefined => {
  const [head, rest] = path.split('.', 2);
  const field = fields[head];
  if (rest === undefined || !field) return field;
  return field.kind === 'group' || field.kind === 'groupArray' ? fieldAt(field.fields, rest) : undefined;
};

/**
 * A rule over the fields of a resource that hold files the console manages: each new value is the
 * address of a file the caller's entity uploaded, of the field's kind, or for an image uploaded
 * inside the record a data URL (the schema checks its content). A typed address, another site's
 * or the console's own, is refused with AM-0035; values the record already held stay.
 */
export const managedFileRule = (
  name: string,
  schemaFields: Readonly<Record<string, Field>>,
  managed: ManagedFileFields,
): DomainRule => {
  const check = async (data: Values, previous: Values | undefined, { store, caller }: RuleContext) => {
    for (const [path, kind] of Object.entries(managed)) {
      const before = new Set(valuesAt(previous, path).map(([, value]) => value));
      const field = fieldAt(schemaFields, path);
      const inlineImages = field?.kind === 'image' && field.upload !== undefined;
      for (const [at, value] of valuesAt(data, path)) {
        if (before.has(value)) continue;
        if (inlineImages && typeof value === 'string' && value.startsWith('data:')) continue;
        const id = fileIdOf(value);
        if (!id) throw refuse(400, EXTERNAL_FILE_CODE, { Errors: { [at]: EXTERNAL_FILE_CODE } });
        const file = await store.file(id);
        if (!file || file.entityId !== caller.entityId || file.kind !== kind) {
          const code = fileKindRules[kind].wrongKindCode;
          throw refuse(400, code, { Errors: { [at]: code } });
        }
      }
    }
    return data;
  };
  return {
    name,
    beforeCreate: (data, context) => check(data, undefined, context),
    beforeUpdate: (data, stored, context) => check(data, stored, context),
  };
};
