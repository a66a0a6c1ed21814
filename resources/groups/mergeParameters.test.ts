import { describe, expect, it } from 'vitest';
import { mergePlan, resolveMerge } from './mergeParameters';

const north = {
  id: 1,
  parameters: [
    { key: 'TIMEOUT', value: '30' },
    { key: 'TIP', value: '10' },
  ],
};
const south = {
  id: 2,
  parameters: [
    { key: 'TIMEOUT', value: '45' },
    { key: 'LOGO', value: 'a.png' },
  ],
};
const east = { id: 3, parameters: [{ key: 'TIP', value: '10' }] };

describe('merging group parameters', () => {
  it('lists every name side by side and marks only differing values as conflicts', () => {
    const plan = mergePlan([north, south, east]);
    expect(plan.map((row) => [row.key, row.conflict])).toEqual([
      ['LOGO', false],
      ['TIMEOUT', true],
      ['TIP', false],
    ]);
    expect(plan[1].values).toEqual({ 1: '30', 2: '45', 3: undefined });
  });

  it('takes the chosen group value for a conflict and the shared value elsewhere', () => {
    const outcome = resolveMerge(mergePlan([north, south, east]), { TIMEOUT: 2 });
    expect(outcome).toEqual({
      parameters: [
        { key: 'LOGO', value: 'a.png' },
        { key: 'TIMEOUT', value: '45' },
        { key: 'TIP', value: '10' },
      ],
    });
  });

  it('stays unresolved while a conflict has no choice, or a choice of a group lacking the name', () => {
    const plan = mergePlan([north, south, east]);
    expect(resolveMerge(plan, {})).toEqual({ unresolved: ['TIMEOUT'] });
    expect(resolveMerge(plan, { TIMEOUT: 3 })).toEqual({ unresolved: ['TIMEOUT'] });
  });

  it('treats a missing value as empty and groups without parameters as holding none', () => {
    const plan = mergePlan([
      { id: 1, parameters: [{ key: 'A', value: null }] },
      { id: 2, parameters: null },
    ]);
    expect(resolveMerge(plan, {})).toEqual({ parameters: [{ key: 'A', value: '' }] });
  });
});
