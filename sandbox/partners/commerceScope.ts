import { partners } from '../../resources/partners/schema';
import type { Db } from '../database';
import type { RequestSession } from '../guard';
import { sideTableOf } from '../storage/tables';

/** The commerces a caller may see: `undefined` for all of its entity's. */
export type CommerceScope = (session: Pick<RequestSession, 'partnerId'>) => readonly number[] | undefined;

/**
 * Spec section 6: an integrator's access covers all commerces of the entity unless commerces are
 * assigned to its partner; then only those. Users who are not a partner's are not narrowed.
 */
export const createCommerceScope = (db: Db): CommerceScope => {
  const assigned = db.prepare(`SELECT value FROM ${sideTableOf(partners, 'commerceIds')} WHERE record_id = ?`);
  return (session) => {
    if (!session.partnerId) return undefined;
    const ids = (assigned.all(session.partnerId) as { value: number }[]).map((row) => Number(row.value));
    return ids.length > 0 ? ids : undefined;
  };
};
