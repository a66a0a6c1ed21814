import { appVersions } from '../appVersions/schema';
import type { ContractCase, ContractCases } from '../core/rules/contractCase';
import { BUNDLE_VERSION_RULE } from './hooks';
import { bundles } from './schema';

/** Seeded versions of entity 9: an active and a disabled one of one app, and another app's. */
export const cases: ContractCases = (world): ContractCase[] => {
  const versions = world[appVersions.name].filter((version) => version.entityId === 9);
  const active = versions.find((version) => version.state === 'ACTIVE');
  const disabled = versions.find((version) => version.state === 'INACTIVE' && version.appId === active?.appId);
  const otherApps = versions.find((version) => version.appId !== active?.appId);
  if (!active || !disabled || !otherApps) throw new Error('entity 9 lacks the versions the bundle cases need');
  const bundleOf = (name: string, appId: unknown, versionId: unknown) => ({
    create: bundles.name,
    data: { name, version: '1.0', apps: [{ appId, versionId, installOrder: 1 }] },
  });
  return [
    {
      rule: BUNDLE_VERSION_RULE,
      title: 'another app’s version is refused at the version',
      as: 'admin',
      action: bundleOf('Otra app', active.appId, otherApps.id),
      expect: { status: 400, code: 'AM-0008', errors: { 'apps.0.versionId': 'AM-0008' } },
    },
    {
      rule: BUNDLE_VERSION_RULE,
      title: 'a disabled version is refused at the version',
      as: 'admin',
      action: bundleOf('Desactivada', disabled.appId, disabled.id),
      expect: { status: 400, code: 'AM-0032', errors: { 'apps.0.versionId': 'AM-0032' } },
    },
    {
      rule: BUNDLE_VERSION_RULE,
      title: 'an active version of the app is taken',
      as: 'admin',
      action: bundleOf('Activa', active.appId, active.id),
      expect: { status: 201 },
    },
  ];
};
