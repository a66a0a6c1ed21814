import { HttpError, type DataProvider } from 'ra-core';
import { mergePlan, resolveMerge, type GroupParameters } from '../../resources/groups/mergeParameters';
import { groups, type Group } from '../../resources/groups/schema';
import type { GroupMethods } from './groupMethods';

/** Copy and merge over the in-memory groups, through the provider's own create and update (its rules apply). */
export const createFakeGroupMethods = (provider: DataProvider): GroupMethods => ({
  copyGroup: async ({ id, name, hostIp }) => {
    const { data: source } = await provider.getOne(groups.resource, { id });
    const { id: _id, ...fields } = source;
    const { data } = await provider.create(groups.resource, { data: { ...fields, name, hostIp } });
    return { data: data as Group };
  },
  mergeGroupParameters: async ({ targetId, sourceIds, choices }) => {
    const { data: merged } = await provider.getMany(groups.resource, { ids: [targetId, ...sourceIds] });
    const outcome = resolveMerge(mergePlan(merged as GroupParameters[]), choices);
    if ('unresolved' in outcome)
      throw new HttpError(outcome.unresolved.join(','), 400, {
        Code: 'CE-0001',
        Message: outcome.unresolved.join(','),
        Errors: { choices: 'CE-0001' },
      });
    const previousData = merged.find((group) => group.id === targetId);
    const { data } = await provider.update(groups.resource, {
      id: targetId,
      data: { ...previousData, parameters: outcome.parameters },
      previousData,
    });
    return { data: data as Group };
  },
});
