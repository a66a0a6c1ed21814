import type { RecordRule } from '../core/resourceSchema';

/** Card BIN prefixes a campaign targets: the first 6 to 8 digits of the card. */
export const BIN_NUMBER = /^\d{6,8}$/;

export const campaignProblems = {
  listedTwice: 'reference.campaigns.listedTwice',
  binLength: 'reference.campaigns.binLength',
} as const;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A commerce is allowed or excluded, never both. */
export const commerceListedTwice: RecordRule = (values) => {
  const allowed = new Set(listOf(values.whitelistCommerceIds).map(String));
  const both = listOf(values.blacklistCommerceIds).some((id) => allowed.has(String(id)));
  return both ? [{ path: 'blacklistCommerceIds', message: campaignProblems.listedTwice }] : [];
};

/** Each BIN number is 6 to 8 digits (the field's own format already refuses non-digits). */
export const binNumberLength: RecordRule = (values) =>
  listOf(values.binNumbers).some((bin) => typeof bin === 'string' && /^\d+$/.test(bin) && !BIN_NUMBER.test(bin))
    ? [{ path: 'binNumbers', message: campaignProblems.binLength }]
    : [];

export const campaignRules: readonly RecordRule[] = [commerceListedTwice, binNumberLength];
