import { authenticatorCode } from '../../fixtures/authenticator';
import type { ContractAction, ContractCase, ContractCases, SeededWorld } from '../core/rules/contractCase';
import { permissions } from '../permissions/schema';
import { roles } from '../roles/schema';
import { users } from '../users/schema';
import { STEP_UP_RULE } from './hooks';
import { permissions2fa } from './schema';

/** The `twofa` persona's authenticator (ARCHITECTURE.md section 5). */
const TWOFA_SECRET = 'JBSWY3DPEHPK3PXP';
const freshCode = () => authenticatorCode(TWOFA_SECRET);
const wrongCode = () => String((Number(freshCode()) + 500_000) % 1_000_000).padStart(6, '0');

/** The whitelist entry of entity 9 for a permission, by name. */
const entryOf = (world: SeededWorld, name: string) => {
  const permission = world[permissions.name].find((candidate) => candidate.name === name);
  const entry = world[permissions2fa.name].find((row) => row.entityId === 9 && row.permissionId === permission?.id);
  if (!entry) throw new Error(`entity 9 lists no ${name}`);
  return entry;
};

/**
 * Roles are changed with ROLES_WRITE_AND_READ, which an administrator (no 2FA, and nothing asks
 * while it is off) switches on first; USERS_WRITE_AND_READ stays listed but off.
 */
export const cases: ContractCases = (world): ContractCase[] => {
  const rolesEntry = entryOf(world, 'ROLES_WRITE_AND_READ');
  const role = world[roles.name].find((row) => row.entityId === 9);
  const user = world[users.name].find((row) => row.entityId === 9);
  if (!role || !user) throw new Error('entity 9 has no role or user');
  const switchOn: ContractAction = {
    as: 'admin',
    update: permissions2fa.name,
    id: rolesEntry.id,
    data: { required: true },
  };
  const editRole = (twoFactorCode?: string): ContractAction => ({
    update: roles.name,
    id: role.id,
    data: { description: 'Revisado con 2FA' },
    twoFactorCode,
  });
  const protectedCase = (
    title: string,
    as: string,
    action: ContractCase['action'],
    expected: ContractCase['expect'],
  ) => ({
    rule: STEP_UP_RULE,
    title,
    as,
    setUp: [switchOn],
    action,
    expect: expected,
  });
  return [
    protectedCase('a 2FA user’s change without a code is asked for one', 'twofa', editRole(), {
      status: 400,
      code: 'IS-0014',
    }),
    protectedCase('a wrong code is refused at the code', 'twofa', () => editRole(wrongCode()), {
      status: 400,
      code: 'IS-0015',
      errors: { code: 'IS-0015' },
    }),
    protectedCase('the current code lets the change through', 'twofa', () => editRole(freshCode()), { status: 200 }),
    protectedCase('a user without 2FA is refused, whatever it sends', 'admin', () => editRole(freshCode()), {
      status: 400,
      code: 'IS-0014',
    }),
    {
      rule: STEP_UP_RULE,
      title: 'deleting with the protected permission asks for the code too',
      as: 'twofa',
      setUp: [
        switchOn,
        () => ({
          create: roles.name,
          data: { name: 'Rol con 2FA', description: 'Para borrar' },
          twoFactorCode: freshCode(),
        }),
      ],
      action: ([, created]) => ({ delete: roles.name, id: Number(created.record?.id) }),
      expect: { status: 400, code: 'IS-0014' },
    },
    {
      rule: STEP_UP_RULE,
      title: 'a permission listed but switched off asks nothing',
      as: 'twofa',
      action: { update: users.name, id: user.id, data: { firstName: 'Sin código' } },
      expect: { status: 200 },
    },
  ];
};
