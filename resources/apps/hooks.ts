import { defineHooks, type RuleContext, type Values } from '../core/rules/domainHooks';
import { refuse } from '../core/serviceError';
import { fileIdOf } from '../core/upload/fileAddress';
import { fileKindRules, type FileKind } from '../core/upload/fileKinds';
import { apps } from './schema';

export const APP_FILES_RULE = 'an app’s images and terms document are files its entity uploaded (AM-0019, AM-0009)';

/** The app's file fields and the kind of file each holds. */
const fileFields: readonly [string, FileKind][] = [
  ['icon', 'image'],
  ['coverImage', 'image'],
  ['screenshots', 'image'],
  ['termsDocument', 'document'],
];

const valuesOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];

/**
 * Each new value of a file field is the address of a file the caller's entity uploaded, of the
 * field's kind; a typed address is refused with the kind's code. Values the record already held
 * (seeded addresses) stay.
 */
const checkFiles = async (data: Values, previous: Values | undefined, { store, caller }: RuleContext) => {
  for (const [field, kind] of fileFields) {
    const before = new Set(valuesOf(previous?.[field]));
    for (const value of valuesOf(data[field])) {
      if (before.has(value)) continue;
      const id = fileIdOf(value);
      const file = id ? await store.file(id) : undefined;
      if (!file || file.entityId !== caller.entityId || file.kind !== kind) {
        const code = fileKindRules[kind].wrongKindCode;
        throw refuse(400, code, { Errors: { [field]: code } });
      }
    }
  }
  return data;
};

export const hooks = defineHooks({
  [apps.name]: [
    {
      name: APP_FILES_RULE,
      beforeCreate: (data, context) => checkFiles(data, undefined, context),
      beforeUpdate: (data, stored, context) => checkFiles(data, stored, context),
    },
  ],
});
