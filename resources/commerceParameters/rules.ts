/**
 * Who a parameter collection belongs to (plain TypeScript: the console and the sandbox apply the
 * same rules). Exactly one owner, a commerce or a group; a commerce inherits from, and resets
 * to, one of its own groups.
 */

export interface OwnerFacts {
  commerceId?: number | null;
  groupId?: number | null;
  sourceGroupId?: number | null;
  inheritFromGroup?: boolean | null;
  /** The commerce of `sourceGroupId`, when it exists in the entity. */
  sourceGroupCommerceId?: number | null;
}

export interface OwnerIssue {
  path: string;
  code: string;
}

/** GM-0008 invalid dependency; CE-0001 required; PM-0022 group parameters not found is for reads. */
export const ownerIssues = (facts: OwnerFacts): OwnerIssue[] => {
  const { commerceId, groupId, sourceGroupId, inheritFromGroup, sourceGroupCommerceId } = facts;
  if (commerceId == null && groupId == null) return [{ path: 'commerceId', code: 'CE-0001' }];
  if (commerceId != null && groupId != null) return [{ path: 'groupId', code: 'GM-0008' }];
  if (groupId != null) return sourceGroupId != null ? [{ path: 'sourceGroupId', code: 'GM-0008' }] : [];
  if (inheritFromGroup && sourceGroupId == null) return [{ path: 'sourceGroupId', code: 'CE-0001' }];
  if (sourceGroupId != null && sourceGroupCommerceId !== commerceId)
    return [{ path: 'sourceGroupId', code: 'GM-0008' }];
  return [];
};
