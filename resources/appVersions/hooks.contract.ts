import { expect } from 'vitest';
import { idOf, newApp, newVersion, uploadApk } from '../apps/contract/marketCalls';
import type { ContractCase, ContractCases, ContractOutcome } from '../core/rules/contractCase';
import { fileUrl } from '../core/upload/fileAddress';
import { terminals } from '../terminals/schema';
import { VERSION_RULES } from './hooks';
import { appVersions } from './schema';

/** Each case makes its own app (`com.contract.<name>`), its APKs and versions. */
export const cases: ContractCases = (world): ContractCase[] => {
  const [terminal] = world[terminals.name].filter((row) => row.entityId === 9);
  const app = (name: string) => `com.contract.${name}`;
  const state = (id: number, to: string) => ({ update: appVersions.name, id, data: { state: to } });
  const stateOfVersion = (call: number, to: string) => (earlier: readonly ContractOutcome[]) =>
    state(Number(idOf(earlier[call])), to);
  return [
    {
      rule: VERSION_RULES.madeOfApk,
      title: 'a version takes its name and code from its APK',
      as: 'admin',
      setUp: [newApp(app('made')), uploadApk(app('made'), 7)],
      action: newVersion(1),
      expect: {
        status: 201,
        outcome: ({ record }) =>
          expect(record).toMatchObject({
            versionName: '1.0.7',
            versionCode: 7,
            binaryUrl: expect.stringContaining('/app/'),
          }),
      },
    },
    {
      rule: VERSION_RULES.madeOfApk,
      title: 'an APK of another package is refused at the file',
      as: 'admin',
      setUp: [newApp(app('mine')), uploadApk(app('theirs'), 1)],
      action: newVersion(1),
      expect: { status: 400, code: 'AM-0009', errors: { binaryFileId: 'AM-0009' } },
    },
    {
      rule: VERSION_RULES.madeOfApk,
      title: 'a version of no uploaded file is refused at the file',
      as: 'admin',
      setUp: [newApp(app('nofile'))],
      action: (earlier) => ({ create: appVersions.name, data: { appId: idOf(earlier[0]), binaryFileId: 'none' } }),
      expect: { status: 400, code: 'AM-0030', errors: { binaryFileId: 'AM-0030' } },
    },
    {
      rule: VERSION_RULES.madeOfApk,
      title: 'an edit keeps the binary the version was made of',
      as: 'admin',
      setUp: [newApp(app('kept')), uploadApk(app('kept'), 3), newVersion(1)],
      action: (earlier) => ({
        update: appVersions.name,
        id: Number(idOf(earlier[2])),
        data: { note: 'Notas', binaryFileId: 'other', binaryUrl: '/elsewhere.apk' },
      }),
      expect: {
        status: 200,
        outcome: ({ record }) =>
          expect(record).toMatchObject({
            note: 'Notas',
            versionCode: 3,
            binaryUrl: fileUrl(String(record?.binaryFileId)),
          }),
      },
    },
    {
      rule: VERSION_RULES.codeOnce,
      title: 'a second version with the same code is refused',
      as: 'admin',
      setUp: [newApp(app('twice')), uploadApk(app('twice'), 5), newVersion(1), uploadApk(app('twice'), 5)],
      action: newVersion(3),
      expect: { status: 400, code: 'PM-0006', errors: { versionCode: 'PM-0006' } },
    },
    {
      rule: VERSION_RULES.lowerCode,
      title: 'a code below an existing version’s is refused unless confirmed',
      as: 'admin',
      setUp: [newApp(app('lower')), uploadApk(app('lower'), 10), newVersion(1), uploadApk(app('lower'), 4)],
      action: newVersion(3),
      expect: { status: 400, code: 'AM-0006', errors: { versionCode: 'AM-0006' } },
    },
    {
      rule: VERSION_RULES.lowerCode,
      title: 'a confirmed lower code is taken',
      as: 'admin',
      setUp: [newApp(app('confirmed')), uploadApk(app('confirmed'), 10), newVersion(1), uploadApk(app('confirmed'), 4)],
      action: newVersion(3, { confirmLowerCode: true }),
      expect: { status: 201 },
    },
    {
      rule: VERSION_RULES.pilotHandover,
      title: 'a new pilot kept the old pilot’s terminals when asked',
      as: 'admin',
      setUp: [
        newApp(app('pilots')),
        uploadApk(app('pilots'), 1),
        newVersion(1, { state: 'PILOT', authorizedTerminalIds: [terminal.id] }),
        uploadApk(app('pilots'), 2),
      ],
      action: newVersion(3, { state: 'PILOT', keepPilotTerminals: true }),
      expect: { status: 201, outcome: ({ record }) => expect(record?.authorizedTerminalIds).toEqual([terminal.id]) },
    },
    {
      rule: VERSION_RULES.pilotHandover,
      title: 'the old pilot becomes available',
      as: 'admin',
      setUp: [
        newApp(app('ended')),
        uploadApk(app('ended'), 1),
        newVersion(1, { state: 'PILOT' }),
        uploadApk(app('ended'), 2),
        newVersion(3, { state: 'PILOT' }),
      ],
      action: (earlier) => ({ get: appVersions.name, id: Number(idOf(earlier[2])) }),
      expect: { status: 200, outcome: ({ record }) => expect(record?.state).toBe('NOT_DEFINED') },
    },
    {
      rule: VERSION_RULES.promotion,
      title: 'a pilot made active opens to every terminal of its models',
      as: 'admin',
      setUp: [
        newApp(app('promoted')),
        uploadApk(app('promoted'), 1),
        newVersion(1, { state: 'PILOT', authorizedTerminalIds: [terminal.id] }),
      ],
      action: stateOfVersion(2, 'ACTIVE'),
      expect: { status: 200, outcome: ({ record }) => expect(record?.authorizedTerminalIds).toEqual([]) },
    },
    {
      rule: VERSION_RULES.promotion,
      title: 'a pilot made active keeps its list when asked',
      as: 'admin',
      setUp: [
        newApp(app('pilotlist')),
        uploadApk(app('pilotlist'), 1),
        newVersion(1, { state: 'PILOT', authorizedTerminalIds: [terminal.id] }),
      ],
      action: (earlier) => ({
        update: appVersions.name,
        id: Number(idOf(earlier[2])),
        data: { state: 'ACTIVE', keepAuthorizedTerminals: true },
      }),
      expect: { status: 200, outcome: ({ record }) => expect(record?.authorizedTerminalIds).toEqual([terminal.id]) },
    },
    {
      rule: VERSION_RULES.reEnabling,
      title: 'an administrator of another entity may not re-enable a disabled version',
      as: 'processor',
      setUp: [newApp(app('disabled')), uploadApk(app('disabled'), 1), newVersion(1, { state: 'INACTIVE' })],
      action: stateOfVersion(2, 'NOT_DEFINED'),
      expect: { status: 403, code: 'GM-0001' },
    },
    {
      rule: VERSION_RULES.reEnabling,
      title: 'a system administrator re-enables it',
      as: 'admin',
      setUp: [newApp(app('reenabled')), uploadApk(app('reenabled'), 1), newVersion(1, { state: 'INACTIVE' })],
      action: stateOfVersion(2, 'NOT_DEFINED'),
      expect: { status: 200 },
    },
    {
      rule: VERSION_RULES.reEnabling,
      title: 'a system administrator re-enables it in another entity too',
      as: 'admin',
      entityId: 6,
      setUp: [
        newApp(app('reenabledelsewhere')),
        uploadApk(app('reenabledelsewhere'), 1),
        newVersion(1, { state: 'INACTIVE' }),
      ],
      action: stateOfVersion(2, 'NOT_DEFINED'),
      expect: { status: 200, outcome: ({ record }) => expect(record?.state).toBe('NOT_DEFINED') },
    },
    {
      rule: VERSION_RULES.lastActive,
      title: 'the last active version is not disabled',
      as: 'admin',
      setUp: [newApp(app('lastone')), uploadApk(app('lastone'), 1), newVersion(1, { state: 'ACTIVE' })],
      action: stateOfVersion(2, 'INACTIVE'),
      expect: { status: 400, code: 'AM-0033', errors: { state: 'AM-0033' } },
    },
    {
      rule: VERSION_RULES.lastActive,
      title: 'the last active version is not deleted',
      as: 'admin',
      setUp: [newApp(app('kept.active')), uploadApk(app('kept.active'), 1), newVersion(1, { state: 'ACTIVE' })],
      action: (earlier) => ({ delete: appVersions.name, id: Number(idOf(earlier[2])) }),
      expect: { status: 400, code: 'AM-0033' },
    },
    {
      rule: VERSION_RULES.lastActive,
      title: 'one of two active versions is disabled',
      as: 'admin',
      setUp: [
        newApp(app('twoactive')),
        uploadApk(app('twoactive'), 1),
        newVersion(1, { state: 'ACTIVE' }),
        uploadApk(app('twoactive'), 2),
        newVersion(3, { state: 'ACTIVE' }),
      ],
      action: stateOfVersion(2, 'INACTIVE'),
      expect: { status: 200 },
    },
  ];
};
