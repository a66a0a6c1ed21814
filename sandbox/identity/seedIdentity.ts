import { permissionsOfRole } from '../../fixtures/personaPermissions';
import type { Row, World } from '../../fixtures/world';
import type { SandboxContext } from '../context';
import { hashPassword } from './passwords';
import { FIXTURE_USER_PASSWORD, personas, type Persona, type PersonaRole } from './personas';

/**
 * Credentials and memberships for every fixture user, then the personas: their user records,
 * roles where the fixtures have none that fit, memberships and secrets.
 */
export const seedIdentity = ({ db, store }: SandboxContext, world: World) => {
  const permissionId = new Map((world.permissions ?? []).map((row) => [String(row.name), row.id]));
  const idsOf = (names: readonly string[]) => names.flatMap((name) => permissionId.get(name) ?? []);
  const insertCredentials = db.prepare(
    'INSERT INTO credentials (user_id, user_name, password_hash, totp_secret, totp_enabled, partner_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertMembership = db.prepare('INSERT INTO memberships (user_id, entity_id, role_id) VALUES (?, ?, ?)');

  // Hashing thousands of fixture passwords one by one would slow the seed: they share one hash.
  const fixtureHash = hashPassword(FIXTURE_USER_PASSWORD);
  (world.users ?? []).forEach((user: Row) => {
    insertCredentials.run(user.id, String(user.userName), fixtureHash, null, 0, null);
    insertMembership.run(user.id, user.entityId, user.roleId);
  });

  const roleIds = new Map<string, number>();
  const roleFor = (kind: PersonaRole, entityId: number): number => {
    const key = `${kind}:${entityId}`;
    const existing = roleIds.get(key);
    if (existing) return existing;
    const permissions = permissionsOfRole(kind);
    const names: Record<PersonaRole, string> = {
      administrator: 'Administrador de la plataforma',
      partner: 'Integrador',
      readOnly: 'Consulta',
      noPermissions: 'Sin permisos',
    };
    const role = store.insert('roles', entityId, {
      name: names[kind],
      description: `Rol de las personas de prueba (${kind})`,
      permissionIds: idsOf(permissions),
    });
    roleIds.set(key, role.id);
    return role.id;
  };

  personas.forEach((persona: Persona) => {
    const [home] = persona.entities;
    const user = store.insert('users', home, {
      userName: persona.userName,
      firstName: persona.firstName,
      lastName: persona.lastName,
      email: `${persona.userName}@sandbox.console.local`,
      roleId: roleFor(persona.role, home),
      status: persona.status,
      twoFactorEnabled: Boolean(persona.totpSecret),
      cookieExpirationDays: 1,
    });
    const partnerId = persona.partner ? ((world.partners ?? []).find((p) => p.entityId === home)?.id ?? null) : null;
    insertCredentials.run(
      user.id,
      persona.userName,
      hashPassword(persona.password),
      persona.totpSecret ?? null,
      persona.totpSecret ? 1 : 0,
      partnerId,
    );
    persona.entities.forEach((entityId) => insertMembership.run(user.id, entityId, roleFor(persona.role, entityId)));
  });
};
