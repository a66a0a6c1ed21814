import { bins } from '../../resources/bins/schema';
import { rangesTakenBody, rangesTakenByOtherBins } from '../../resources/bins/binRanges';
import type { SandboxContext } from '../context';
import { addHooks } from '../engine/hooks';
import { ServiceError } from '../errors';
import { allRecords } from './allRecords';

/**
 * A BIN's ranges must not overlap another BIN's of the entity (spec section 5: ranges must not
 * overlap): 400 PM-0019 with the refused ranges' paths, as the form says.
 */
export const registerBinRules = (context: SandboxContext) => {
  const assertFree = (data: Record<string, unknown>, entityId: number, id?: number) => {
    const others = allRecords(context.store, bins.name, entityId);
    const errors = rangesTakenByOtherBins({ id, ranges: data.ranges }, others);
    if (Object.keys(errors).length > 0) throw new ServiceError(400, rangesTakenBody(errors));
  };
  addHooks(context.hooks, bins.name, {
    beforeCreate: (data, { entityId }) => {
      assertFree(data, entityId);
      return data;
    },
    beforeUpdate: (id, data, { entityId }) => {
      assertFree(data, entityId, id);
      return data;
    },
  });
};
