import { describe, expect, it } from 'vitest';
import { groupValues } from './groupValues';

describe("a group's values as a commerce inherits them", () => {
  it('reads the listed parameters that name a collection field, typed, over the collection', () => {
    const values = groupValues({ taxType: 'NONE', maxTip: 10, tipsEnabled: false }, [
      { key: 'taxType', value: 'ITBIS' },
      { key: 'taxPercentage', value: '18,5' },
      { key: 'tipsEnabled', value: 'TRUE' },
      { key: 'CUSTOM_KEY', value: 'x' },
    ]);
    expect(values).toEqual({ taxType: 'ITBIS', taxPercentage: 18.5, tipsEnabled: true, maxTip: 10 });
  });

  it('is nothing when the group has neither a collection nor a listed value', () => {
    expect(groupValues(undefined, [{ key: 'OTHER', value: '1' }])).toBeUndefined();
    expect(groupValues(undefined, [{ key: 'maxTip', value: 'abc' }])).toEqual({ maxTip: null });
  });
});
