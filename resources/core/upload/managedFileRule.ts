import type { Field } from '../fields';
import { imageProblems } from '../imageDataUrl';
import type { DomainRule, RuleContext, Values } from '../rules/domainHooks';
import { refuse } from '../serviceError';
import { fileIdOf } from './fileAddress';
import { fileKindRules, type FileKind } from './fileKinds';

/** The code of an address typed for a file the console manages: such files are uploaded. */
export const EXTERNAL_FILE_CODE = 'AM-0035';

/** What an image field with its own size limit takes (spec section 5: PNG or JPG). */
const INLINE_IMAGE_TYPES: readonly string[] = ['png', 'jpeg'];

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
 * address of a file the caller's entity uploaded through the upload path, of the field's kind (and
 * a PNG or JPG within the field's size where it has one). A typed address, another site's or the
 * console's own, or a data URL, is refused with AM-0035; values the record already held stay.
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
      const maxKb = field?.kind === 'image' ? field.upload?.maxKb : undefined;
      for (const [at, value] of valuesAt(data, path)) {
        if (before.has(value)) continue;
        const id = fileIdOf(value);
        if (!id) throw refuse(400, EXTERNAL_FILE_CODE, { Errors: { [at]: EXTERNAL_FILE_CODE } });
        const file = await store.file(id);
        if (!file || file.entityId !== caller.entityId || file.kind !== kind) {
          const code = fileKindRules[kind].wrongKindCode;
          throw refuse(400, code, { Errors: { [at]: code } });
        }
        if (maxKb === undefined) continue;
        if (!INLINE_IMAGE_TYPES.includes(file.type ?? ''))
          throw refuse(400, 'AM-0019', { Errors: { [at]: imageProblems.wrongType } });
        if ((file.size ?? 0) > maxKb * 1024) throw refuse(400, 'GM-0013', { Errors: { [at]: imageProblems.tooLarge } });
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
