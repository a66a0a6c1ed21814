import { describe, expect, it } from 'vitest';
import { ownerIssues } from './rules';

describe('who a parameter collection belongs to', () => {
  it('needs exactly one owner, a commerce or a group', () => {
    expect(ownerIssues({})).toEqual([{ path: 'commerceId', code: 'CE-0001' }]);
    expect(ownerIssues({ commerceId: 1, groupId: 2 })).toEqual([{ path: 'groupId', code: 'GM-0008' }]);
    expect(ownerIssues({ groupId: 2 })).toEqual([]);
    expect(ownerIssues({ commerceId: 1 })).toEqual([]);
  });

  it('lets a commerce inherit only from one of its own groups, named', () => {
    expect(ownerIssues({ commerceId: 1, inheritFromGroup: true })).toEqual([
      { path: 'sourceGroupId', code: 'CE-0001' },
    ]);
    expect(ownerIssues({ commerceId: 1, sourceGroupId: 5, sourceGroupCommerceId: 2 })).toEqual([
      { path: 'sourceGroupId', code: 'GM-0008' },
    ]);
    expect(ownerIssues({ commerceId: 1, sourceGroupId: 5, sourceGroupCommerceId: null })).toEqual([
      { path: 'sourceGroupId', code: 'GM-0008' },
    ]);
    expect(ownerIssues({ commerceId: 1, inheritFromGroup: true, sourceGroupId: 5, sourceGroupCommerceId: 1 })).toEqual(
      [],
    );
  });

  it('gives a group’s own collection no source group', () => {
    expect(ownerIssues({ groupId: 2, sourceGroupId: 3 })).toEqual([{ path: 'sourceGroupId', code: 'GM-0008' }]);
  });
});
