import type { DataProvider } from 'ra-core';
import type { MergeChoices } from '../../resources/groups/mergeParameters';
import type { Group } from '../../resources/groups/schema';
import type { MethodNames } from '../lazyMethods';

export interface MergeRequest {
  targetId: number;
  sourceIds: number[];
  choices: MergeChoices;
}

/** Copying a group and merging groups' parameters (spec section 7: CommerceGroup copy and merge). */
export interface GroupMethods {
  copyGroup(resource: string, params: { id: number; name: string; hostIp: string }): Promise<{ data: Group }>;
  mergeGroupParameters(resource: string, params: MergeRequest): Promise<{ data: Group }>;
}

export type GroupDataProvider = DataProvider & GroupMethods;

export const groupMethodNames: MethodNames<GroupMethods> = { copyGroup: true, mergeGroupParameters: true };
