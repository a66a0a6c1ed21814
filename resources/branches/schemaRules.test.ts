import { describe, expect, it } from 'vitest';
import { fieldIssues, zodSchemaOf } from '../core/validation';
import { branches } from './schema';

const base = { name: 'Sucursal Centro', commerceId: 1, behaviorType: 'STANDARD' };
const issuesOf = (values: Record<string, unknown>) => {
  const result = zodSchemaOf(branches, 'create').safeParse({ ...base, ...values });
  return result.success ? [] : fieldIssues(result.error).map(({ path, message }) => `${path}:${message}`);
};

describe('a branch’s field rules', () => {
  it('needs the max amount strictly above the min amount', () => {
    expect(issuesOf({ minAmount: 1, maxAmount: 1.01 })).toEqual([]);
    expect(issuesOf({ minAmount: 1, maxAmount: 1 })).toEqual(['maxAmount:validation.greaterThanField']);
  });

  it('needs a minimum donation above zero, with two decimals at most', () => {
    expect(issuesOf({ minDonation: 0.01 })).toEqual([]);
    expect(issuesOf({ minDonation: 0 })).toEqual(['minDonation:validation.greaterThan']);
    expect(issuesOf({ minDonation: 0.001 })).toEqual(['minDonation:validation.decimals']);
  });

  it('asks a donation branch for its target and minimum donation', () => {
    expect(issuesOf({ behaviorType: 'DONATION' })).toEqual(['donationTarget:CE-0001', 'minDonation:CE-0001']);
    expect(issuesOf({ behaviorType: 'ROUND_UP' })).toEqual(['minDonation:CE-0001']);
    expect(issuesOf({ behaviorType: 'DONATION', donationTarget: 'Cruz Roja', minDonation: 1 })).toEqual([]);
  });
});
