import { appVersions } from '../appVersions/schema';
import { defineHooks, type RuleContext, type Values } from '../core/rules/domainHooks';
import { refuse } from '../core/serviceError';
import { bundles } from './schema';

export const BUNDLE_VERSION_RULE =
  'a bundle’s chosen version is one of its app’s, not a disabled one (AM-0008, AM-0032)';

interface BundleApp {
  appId: number;
  versionId?: number | null;
}

const refuseAt = (index: number, code: string) => refuse(400, code, { Errors: { [`apps.${index}.versionId`]: code } });

/**
 * Spec sections 3 and 5: each app of a bundle installs the version chosen for it (the newest active
 * one when none is), which must be of that very app and not disabled. Each app once and at least
 * one are the schema's.
 */
const checkVersions = async (data: Values, { store }: RuleContext) => {
  const items = (data.apps as BundleApp[] | null) ?? [];
  for (const [index, item] of items.entries()) {
    if (!item.versionId) continue;
    const version = await store.get(appVersions.name, item.versionId);
    if (!version || Number(version.appId) !== item.appId) throw refuseAt(index, 'AM-0008');
    if (version.state === 'INACTIVE') throw refuseAt(index, 'AM-0032');
  }
  return data;
};

export const hooks = defineHooks({
  [bundles.name]: [
    {
      name: BUNDLE_VERSION_RULE,
      beforeCreate: checkVersions,
      beforeUpdate: (data, _stored, context) => checkVersions(data, context),
    },
  ],
});
