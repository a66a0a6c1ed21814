import { describe, expect, it } from 'vitest';
import { fieldIssues, zodSchemaOf } from '../core/validation';
import { campaignProblems } from './campaignRules';
import { campaigns } from './schema';

const valid = {
  code: 'CMP1',
  name: 'Navidad',
  status: 'DRAFT',
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  sections: [{ title: 'Sorteo' }],
};
const issuesOf = (record: Record<string, unknown>) => {
  const result = zodSchemaOf(campaigns, 'create').safeParse({ ...valid, ...record });
  return result.success ? {} : Object.fromEntries(fieldIssues(result.error).map((i) => [i.path, i.message]));
};

describe('campaign rules (form, in-memory provider and sandbox alike)', () => {
  it('needs one to five sections', () => {
    expect(issuesOf({ sections: [] })).toEqual({ sections: 'validation.minItems' });
    expect(issuesOf({ sections: Array.from({ length: 5 }, () => ({ title: 'T' })) })).toEqual({});
    expect(issuesOf({ sections: Array.from({ length: 6 }, () => ({ title: 'T' })) })).toEqual({
      sections: 'validation.maxItems',
    });
  });
  it('never lists a commerce as allowed and excluded', () => {
    expect(issuesOf({ whitelistCommerceIds: [1, 2], blacklistCommerceIds: [3] })).toEqual({});
    expect(issuesOf({ whitelistCommerceIds: [1, 2], blacklistCommerceIds: [2] })).toEqual({
      blacklistCommerceIds: campaignProblems.listedTwice,
    });
  });
  it('takes BIN numbers of 6 to 8 digits', () => {
    expect(issuesOf({ binNumbers: ['123456', '12345678'] })).toEqual({});
    expect(issuesOf({ binNumbers: ['12345'] })).toEqual({ binNumbers: campaignProblems.binLength });
    expect(issuesOf({ binNumbers: ['123456789'] })).toEqual({ binNumbers: campaignProblems.binLength });
    expect(issuesOf({ binNumbers: ['12a456'] })).toEqual({ 'binNumbers.0': 'validation.format.numeric' });
  });
  it('keeps amounts, awards and dates in order', () => {
    expect(issuesOf({ minAmount: 10, maxAmount: 10 })).toEqual({ maxAmount: 'validation.greaterThanField' });
    expect(issuesOf({ minAmount: 10, maxAmount: 10.01 })).toEqual({});
    expect(issuesOf({ minAmount: 10.001 })).toEqual({ minAmount: 'validation.decimals' });
    expect(issuesOf({ maxAwardPerDay: 0 })).toEqual({ maxAwardPerDay: 'validation.minValue' });
    expect(issuesOf({ maxAwardPerDay: 1 })).toEqual({});
    expect(issuesOf({ validTo: '2026-12-01' })).toEqual({ validTo: 'validation.dateAfter' });
    expect(issuesOf({ terminalCreatedFrom: '2026-01-02', terminalCreatedTo: '2026-01-01' })).toEqual({
      terminalCreatedTo: 'validation.dateAfter',
    });
    expect(issuesOf({ ticketText: 'x'.repeat(501) })).toEqual({ ticketText: 'CE-0002' });
  });
});
