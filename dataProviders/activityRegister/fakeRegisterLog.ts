import type { DataProvider, RaRecord } from 'ra-core';
import {
  chainPayload,
  GENESIS_HASH,
  sha256Hex,
  type ChainHead,
  type ChainedEntry,
} from '../../resources/activityRegister/chain';
import { registerEntry, type RegisterActor, type RegisterEvent } from '../../resources/activityRegister/registerEntry';
import { activityRegister } from '../../resources/activityRegister/schema';

const resource = activityRegister.resource;

/**
 * The in-memory register, chained as the sandbox chains it: appends run one at a time, after the
 * seeded history is chained (oldest first), so two writes never take the same sequence. Every
 * entry passes through here, so each entity's head is kept rather than looked up.
 */
export const createFakeRegisterLog = (unscoped: DataProvider) => {
  const heads = new Map<number, ChainHead>();
  const headOf = (entityId: number) => heads.get(entityId) ?? { entityId, sequence: 0, hash: GENESIS_HASH };

  const chained = async (entityId: number, fields: ChainedEntry) => {
    const { sequence, hash: previousHash } = headOf(entityId);
    const entry = { ...fields, entityId, sequence: sequence + 1, previousHash };
    const hash = await sha256Hex(chainPayload(previousHash, entry));
    heads.set(entityId, { entityId, sequence: entry.sequence, hash });
    return { ...entry, hash };
  };

  const chainSeeded = async () => {
    const { data } = await unscoped.getList<RaRecord>(resource, {
      pagination: { page: 1, perPage: 1_000_000 },
      sort: { field: 'date', order: 'ASC' },
      filter: {},
    });
    for (const row of data) {
      const { id, ...fields } = row;
      const entry = await chained(Number(row.entityId), { outcome: 'SUCCESS', userId: null, changes: '', ...fields });
      await unscoped.update(resource, { id, data: entry, previousData: row });
    }
  };

  let tail: Promise<unknown> = chainSeeded();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const next = tail.then(task);
    tail = next.catch(() => undefined);
    return next;
  };

  return {
    /** Resolves once every append asked for so far is stored. */
    settled: () => inTurn(async () => undefined),
    head: (entityId: number) => inTurn(async () => headOf(entityId)),
    append: (actor: RegisterActor, event: RegisterEvent) =>
      inTurn(async () => {
        const { entityId, ...fields } = registerEntry(actor, event, new Date());
        return unscoped.create(resource, { data: await chained(entityId, fields) });
      }),
  };
};

export type FakeRegisterLog = ReturnType<typeof createFakeRegisterLog>;
