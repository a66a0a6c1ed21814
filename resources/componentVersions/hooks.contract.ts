import { expect } from 'vitest';
import { idOf, uploadApk } from '../apps/contract/marketCalls';
import { buildTestApk } from '../apps/apk/testing/testApk';
import { NOT_FIRMWARE, SYSTEM_SHARED_USER } from '../components/firmware';
import { components } from '../components/schema';
import type { ContractAction, ContractCase, ContractCases, ContractOutcome } from '../core/rules/contractCase';
import { COMPONENT_VERSION_RULES } from './hooks';
import { componentVersions } from './schema';

const PACKAGE = 'com.contract.launcher';

/** A component of its own per case: cases of a domain share a back end. */
const newComponent = (name: string, type = 'LAUNCHER'): ContractAction => ({
  create: components.name,
  data: { name, type, packageName: PACKAGE },
});

const uploadSystemApk = (versionCode: number): ContractAction => ({
  upload: 'apk',
  bytes: buildTestApk({
    packageName: PACKAGE,
    versionName: `1.0.${versionCode}`,
    versionCode,
    sharedUserId: SYSTEM_SHARED_USER,
  }),
  name: 'firmware.apk',
});

/** A version of the first set-up call's component, from the file the `file`-th call uploaded. */
const newVersion =
  (file: number) =>
  (earlier: readonly ContractOutcome[]): ContractAction => ({
    create: componentVersions.name,
    data: { componentId: idOf(earlier[0]), binaryFileId: idOf(earlier[file]) },
  });

export const cases: ContractCases = (): ContractCase[] => [
  {
    rule: COMPONENT_VERSION_RULES.madeOfBinary,
    title: 'a component version takes its name and code from its binary',
    as: 'admin',
    setUp: [newComponent('Lanzador A'), uploadApk(PACKAGE, 12)],
    action: newVersion(1),
    expect: {
      status: 201,
      outcome: ({ record }) => expect(record).toMatchObject({ versionName: '1.0.12', versionCode: 12 }),
    },
  },
  {
    rule: COMPONENT_VERSION_RULES.madeOfBinary,
    title: 'a binary of another package is refused at the file',
    as: 'admin',
    setUp: [newComponent('Lanzador B'), uploadApk('com.contract.other', 1)],
    action: newVersion(1),
    expect: { status: 400, code: 'AM-0009', errors: { binaryFileId: 'AM-0009' } },
  },
  {
    rule: COMPONENT_VERSION_RULES.madeOfBinary,
    title: 'an edit keeps the binary the version was made of',
    as: 'admin',
    setUp: [newComponent('Lanzador C'), uploadApk(PACKAGE, 4), newVersion(1)],
    action: (earlier) => ({
      update: componentVersions.name,
      id: Number(idOf(earlier[2])),
      data: { note: 'Notas', binaryFileId: 'other' },
    }),
    expect: { status: 200, outcome: ({ record }) => expect(record).toMatchObject({ note: 'Notas', versionCode: 4 }) },
  },
  {
    rule: COMPONENT_VERSION_RULES.codeOnce,
    title: 'a second version with the same code is refused',
    as: 'admin',
    setUp: [newComponent('Lanzador D'), uploadApk(PACKAGE, 9), newVersion(1), uploadApk(PACKAGE, 9)],
    action: newVersion(3),
    expect: { status: 400, code: 'PM-0006', errors: { versionCode: 'PM-0006' } },
  },
  {
    rule: COMPONENT_VERSION_RULES.firmware,
    title: 'a firmware component refuses an APK that does not run as the system',
    as: 'admin',
    setUp: [newComponent('Firmware A', 'FIRMWARE'), uploadApk(PACKAGE, 2)],
    action: newVersion(1),
    expect: { status: 400, code: 'AM-0009', errors: { binaryFileId: NOT_FIRMWARE } },
  },
  {
    rule: COMPONENT_VERSION_RULES.firmware,
    title: 'a firmware component takes a system APK',
    as: 'admin',
    setUp: [newComponent('Firmware B', 'FIRMWARE'), uploadSystemApk(3)],
    action: newVersion(1),
    expect: { status: 201, outcome: ({ record }) => expect(record?.versionCode).toBe(3) },
  },
  {
    rule: COMPONENT_VERSION_RULES.current,
    title: 'a new version of the highest code becomes the component’s current version, a lower one does not',
    as: 'admin',
    setUp: [
      newComponent('Lanzador E'),
      uploadApk(PACKAGE, 20),
      newVersion(1),
      uploadApk(PACKAGE, 21),
      newVersion(3),
      uploadApk(PACKAGE, 15),
      newVersion(5),
    ],
    action: (earlier) => ({ get: components.name, id: Number(idOf(earlier[0])) }),
    expect: { status: 200, outcome: ({ record }) => expect(record?.currentVersion).toBe('1.0.21') },
  },
];
