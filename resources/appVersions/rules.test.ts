import { describe, expect, it } from 'vitest';
import {
  authorizedAfterChange,
  isLowerThanExisting,
  needsSystemAdministrator,
  pilotHandover,
  removesLastActive,
  type VersionSummary,
} from './rules';

const versions: VersionSummary[] = [
  { id: 1, versionCode: 10, state: 'ACTIVE' },
  { id: 2, versionCode: 20, state: 'PILOT', authorizedTerminalIds: [5, 6] },
  { id: 3, versionCode: 30, state: 'INACTIVE' },
];

describe('app version rules', () => {
  it('asks for confirmation below an existing code only', () => {
    expect(isLowerThanExisting(versions, 25)).toBe(true);
    expect(isLowerThanExisting(versions, 31)).toBe(false);
    expect(isLowerThanExisting(versions, 25, 3)).toBe(false);
  });

  it('keeps one active version', () => {
    expect(removesLastActive(versions, 1, 'INACTIVE')).toBe(true);
    expect(removesLastActive(versions, 1)).toBe(true);
    expect(removesLastActive(versions, 1, 'ACTIVE')).toBe(false);
    expect(removesLastActive([...versions, { id: 4, versionCode: 40, state: 'ACTIVE' }], 1)).toBe(false);
    expect(removesLastActive(versions, 2)).toBe(false);
  });

  it('ends the old pilot and hands over its terminals when asked', () => {
    expect(pilotHandover(versions, 9, true)).toEqual({ ended: [2], terminals: [5, 6] });
    expect(pilotHandover(versions, 9, false)).toEqual({ ended: [2], terminals: [] });
    expect(pilotHandover(versions, 2, true)).toEqual({ ended: [], terminals: [] });
  });

  it('lets only a system administrator re-enable a disabled version', () => {
    expect(needsSystemAdministrator('INACTIVE', 'ACTIVE')).toBe(true);
    expect(needsSystemAdministrator('ACTIVE', 'INACTIVE')).toBe(false);
  });

  it('opens a pilot made active to its models unless its list is kept', () => {
    expect(authorizedAfterChange('PILOT', 'ACTIVE', false, [5, 6])).toEqual([]);
    expect(authorizedAfterChange('PILOT', 'ACTIVE', true, [5, 6])).toEqual([5, 6]);
    expect(authorizedAfterChange('NOT_DEFINED', 'ACTIVE', false, [5])).toEqual([5]);
    expect(authorizedAfterChange('PILOT', 'INACTIVE', false, [5])).toEqual([5]);
  });
});
