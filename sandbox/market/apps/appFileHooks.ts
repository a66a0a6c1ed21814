import type { SandboxContext } from '../../context';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { refuse } from '../../errors';
import type { FileKind } from '../../../resources/core/upload/fileKinds';
import { fileKindRules } from '../../../resources/core/upload/fileKinds';
import { fileIdOf, type FileStore } from '../fileStore';

type Data = Record<string, unknown>;

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
 * An app's images and terms document are files uploaded to the app service by its entity, of the
 * right kind: a typed address is refused (AM-0019 for images, AM-0009 for the document). Values
 * the record already held (seeded addresses) stay.
 */
export const createAppFileHooks = ({ store }: SandboxContext, files: FileStore): ResourceHooks => {
  const check = (data: Data, previous: Data | undefined, { entityId }: HookContext) => {
    for (const [field, kind] of fileFields) {
      const before = new Set(valuesOf(previous?.[field]));
      for (const value of valuesOf(data[field])) {
        if (before.has(value)) continue;
        const id = fileIdOf(value);
        const file = id ? files.get(id) : undefined;
        if (!file || file.entityId !== entityId || file.kind !== kind) {
          const code = fileKindRules[kind].wrongKindCode;
          throw refuse(400, code, { Errors: { [field]: code } });
        }
      }
    }
    return data;
  };
  return {
    beforeCreate: (data, context) => check(data, undefined, context),
    beforeUpdate: (id, data, context) => check(data, store.get('apps', id), context),
  };
};
