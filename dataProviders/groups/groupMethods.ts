import type { DataProvider } from 'ra-core';
import type { MergeChoices } from '../../resources/groups/mergeParameters';
import type { Group } from '../../resources/groups/schema';
import { defineMethods } from '../defineMethods';

export interface MergeRequest {
  targetId: number;
  sourceIds: number[];
  choices: MergeChoices;
}

/** Copying a group and merging groups' parameters (spec section 7: CommerceGroup copy and merge). */
export interface GroupMethods {
  copyGroup(params: { id: number; name: string; hostIp: string }): Promise<{ data: Group }>;
  mergeGroupParameters(params: MergeRequest): Promise<{ data: Group }>;
}

export type GroupDataProvider = DataProvider & GroupMethods;

export const groupFamily = defineMethods<GroupMethods>({
  domain: 'groups',
  names: { copyGroup: true, mergeGroupParameters: true },
  http: async (context) => (await import('./groupHttp')).createHttpGroupMethods(context),
  fake: async (context) => (await import('./groupFakerest')).createFakeGroupMethods(context.provider),
});
