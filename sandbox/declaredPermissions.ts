import { permissionRecords } from '../fixtures/generators/permissions';
import type { SandboxContext } from './context';

const EVERY = { range: [0, Number.MAX_SAFE_INTEGER] as [number, number] };

/**
 * Adds to a seeded database the permissions declared since (a new resource's pair), granted to
 * every role that held every permission, so that administrators can open what was added. Returns
 * the names added.
 */
export const addDeclaredPermissions = (context: SandboxContext): string[] => {
  const { store } = context;
  const stored = store.list('permissions', EVERY).records;
  const known = new Set(stored.map((permission) => String(permission.name)));
  const missing = permissionRecords().filter((permission) => !known.has(permission.name));
  if (missing.length === 0) return [];
  const everyId = stored.map((permission) => permission.id);
  context.db.transaction(() => {
    const addedIds = missing.map((permission) => store.insert('permissions', undefined, permission).id);
    store.list('roles', EVERY).records.forEach((role) => {
      const held = new Set(Array.isArray(role.permissionIds) ? (role.permissionIds as number[]) : []);
      if (everyId.every((id) => held.has(id))) {
        store.update('roles', role.id, { permissionIds: [...held, ...addedIds] });
      }
    });
  })();
  return missing.map((permission) => permission.name);
};
