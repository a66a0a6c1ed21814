import type { FoundReference, ReferenceKind, ReferenceLookup } from '../../../resources/terminals/create/csv/rowRecord';
import type { Db } from '../../database';
import { columnOf, tableOf } from '../../storage/tables';

/**
 * Looks up the records an import row names, inside the caller's entity (brands and models are
 * global), remembering each answer for the rest of the request: a file names few of them.
 */
export const createReferenceLookup = (db: Db, entityId: number): ReferenceLookup => {
  const statement = (resource: string, field: string, parent: string | undefined, scope: 'entity' | 'global') =>
    db.prepare(
      `SELECT id${parent ? `, ${columnOf(parent)} AS parent` : ''} FROM ${tableOf({ name: resource })}
       WHERE ${scope === 'global' ? 'entity_id IS NULL' : 'entity_id = ?'} AND ${columnOf(field)} = ? LIMIT 1`,
    );
  const lookups: Record<ReferenceKind, { query: ReturnType<typeof statement>; scope: 'entity' | 'global' }> = {
    commerce: { query: statement('commerces', 'commerceCode', undefined, 'entity'), scope: 'entity' },
    group: { query: statement('groups', 'name', 'commerceId', 'entity'), scope: 'entity' },
    brand: { query: statement('brands', 'name', undefined, 'global'), scope: 'global' },
    model: { query: statement('models', 'name', 'brandId', 'global'), scope: 'global' },
    profile: { query: statement('profiles', 'name', undefined, 'entity'), scope: 'entity' },
  };
  const cache = new Map<string, FoundReference | null>();
  return (kind, name) => {
    const key = `${kind}:${name.toLowerCase()}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const { query, scope } = lookups[kind];
    const row = (scope === 'global' ? query.get(name) : query.get(entityId, name)) as FoundReference | undefined;
    const found = row ? { id: row.id, ...(row.parent != null ? { parent: Number(row.parent) } : {}) } : null;
    cache.set(key, found);
    return found;
  };
};
