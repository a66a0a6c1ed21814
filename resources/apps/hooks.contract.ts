import { tinyPng } from './apk/testing/testApk';
import type { ContractAction, ContractCase, ContractCases, ContractOutcome } from '../core/rules/contractCase';
import { APP_FILES_RULE } from './hooks';
import { apps } from './schema';

const uploadImage: ContractAction = { upload: 'image', bytes: tinyPng(), name: 'icon.png' };

/** A new app with the given files (`com.contract.files.<name>`). */
const appWith = (name: string, files: Record<string, unknown>): ContractAction => ({
  create: apps.name,
  data: { name, packageName: `com.contract.files.${name}`, state: 'AVAILABLE', hiringType: 'FREE', ...files },
});

const uploadedUrl = (earlier: readonly ContractOutcome[]) => earlier[0].record?.url;

export const cases: ContractCases = (world): ContractCase[] => {
  const seeded = world[apps.name].find((app) => app.entityId === 9 && typeof app.icon === 'string');
  if (!seeded) throw new Error('entity 9 has no app with an icon');
  return [
    {
      rule: APP_FILES_RULE,
      title: 'a typed image address is refused at the field',
      as: 'admin',
      action: appWith('typed', { icon: 'https://example.com/icon.png' }),
      expect: { status: 400, code: 'AM-0019', errors: { icon: 'AM-0019' } },
    },
    {
      rule: APP_FILES_RULE,
      title: 'an uploaded image is taken as the icon and a screenshot',
      as: 'admin',
      setUp: [uploadImage],
      action: (earlier) => appWith('uploaded', { icon: uploadedUrl(earlier), screenshots: [uploadedUrl(earlier)] }),
      expect: { status: 201 },
    },
    {
      rule: APP_FILES_RULE,
      title: 'an image is not a terms document',
      as: 'admin',
      setUp: [uploadImage],
      action: (earlier) => appWith('terms', { termsDocument: uploadedUrl(earlier) }),
      expect: { status: 400, code: 'AM-0009', errors: { termsDocument: 'AM-0009' } },
    },
    {
      rule: APP_FILES_RULE,
      title: 'another entity’s upload is refused',
      as: 'admin',
      setUp: [{ ...uploadImage, as: 'processor' }],
      action: (earlier) => appWith('foreign', { coverImage: uploadedUrl(earlier) }),
      expect: { status: 400, code: 'AM-0019', errors: { coverImage: 'AM-0019' } },
    },
    {
      rule: APP_FILES_RULE,
      title: 'an edit keeps the addresses the app already held',
      as: 'admin',
      action: { update: apps.name, id: seeded.id, data: { name: 'Renombrada' } },
      expect: { status: 200 },
    },
  ];
};
