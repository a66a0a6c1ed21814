import { placeIdTaken, validityRefusal } from '../../../resources/multimedia/multimediaRules';
import type { SandboxContext } from '../../context';
import { createEntityConfigStore } from '../../entities/entityConfig';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { refuse } from '../../errors';
import { fieldRefusal } from './access';

const ALL = [0, 9_999] as [number, number];

/** Entity parameters are created only where the entity's CAN_CREATE_ENTITY_PARAMETERS says so (403). */
export const createEntityParameterHooks = ({ db }: SandboxContext): ResourceHooks => {
  const configs = createEntityConfigStore(db);
  return {
    beforeCreate(data, { entityId }: HookContext) {
      if (configs.read(entityId).CAN_CREATE_ENTITY_PARAMETERS !== 'true')
        throw refuse(403, 'GM-0001', { Message: 'CAN_CREATE_ENTITY_PARAMETERS' });
      return data;
    },
  };
};

/**
 * A multimedia item's place id names one item of the entity, whatever its case (PM-0006), and
 * its validity ends after it starts.
 */
export const createMultimediaHooks = ({ store }: SandboxContext): ResourceHooks => {
  const check = (data: Record<string, unknown>, entityId: number, exceptId?: number) => {
    const refusal = validityRefusal(data.validFrom, data.validTo);
    if (refusal) throw fieldRefusal('validTo', refusal);
    if (typeof data.placeId !== 'string') return data;
    const items = store.list('multimedia', { entityId, range: ALL }).records;
    if (placeIdTaken(items, data.placeId, exceptId)) throw fieldRefusal('placeId', 'PM-0006');
    return { ...data, placeId: data.placeId.trim() };
  };
  return {
    beforeCreate: (data, { entityId }) => check(data, entityId),
    beforeUpdate: (id, data, { entityId }) => check(data, entityId, id),
  };
};

/** A new video (or category) without an order number goes last. */
export const createVideoOrderHooks = ({ store }: SandboxContext, resource: string): ResourceHooks => ({
  beforeCreate(data, { entityId }: HookContext) {
    if (typeof data.orderNumber === 'number') return data;
    const last = store.list(resource, { entityId, range: [0, 0], sort: { field: 'orderNumber', order: 'DESC' } })
      .records[0];
    return { ...data, orderNumber: Number(last?.orderNumber ?? 0) + 1 };
  },
});
