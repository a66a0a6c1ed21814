import { describe, expect, it } from 'vitest';
import { decisionRefusal, type ParameterProposal } from '../approvals/proposals';
import { planUpdate } from '../parameterUpdate/impact';
import { byExpiry, daysToExpiry, expiryStateOf } from './certificateExpiry';
import { applicationsDiff, caKeysDiff } from './emvDiff';
import { seededEmvConfiguration } from './emvSeed';

const now = Date.UTC(2026, 10, 23, 15);

describe('CA key expiry', () => {
  it('is valid through its day, expiring within 90 days, expired after', () => {
    expect(expiryStateOf('2026-11-22', now)).toBe('EXPIRED');
    expect(expiryStateOf('2026-11-23', now)).toBe('EXPIRING');
    expect(daysToExpiry('2027-02-21', now)).toBe(90);
    expect(expiryStateOf('2027-02-21', now)).toBe('EXPIRING');
    expect(expiryStateOf('2027-02-22', now)).toBe('VALID');
  });
  it('sorts expired, then expiring, then valid, soonest first', () => {
    const keys = ['2030-01-01', '2026-12-01', '2020-05-01', '2026-11-01', '2027-01-10'].map((expiry) => ({ expiry }));
    expect(byExpiry(keys, now).map((key) => key.expiry)).toEqual([
      '2020-05-01',
      '2026-11-01',
      '2026-12-01',
      '2027-01-10',
      '2030-01-01',
    ]);
  });
});

describe('EMV diff', () => {
  const { applications, caKeys } = seededEmvConfiguration(2, now);
  it('names added, removed and changed items with their fields', () => {
    const after = [
      { ...applications[0], tacOnline: 'DC4004F801' },
      applications[2],
      { ...applications[1], aid: 'A0000000651010' },
    ];
    const diff = applicationsDiff(applications, after);
    expect(diff.find((item) => item.kind === 'CHANGED')).toEqual({
      key: 'A0000000031010',
      kind: 'CHANGED',
      changes: [{ field: 'tacOnline', before: 'DC4004F800', after: 'DC4004F801' }],
    });
    expect(diff.filter((item) => item.kind === 'ADDED').map((item) => item.key)).toEqual(['A0000000651010']);
    expect(diff.filter((item) => item.kind === 'REMOVED').map((item) => item.key)).toEqual(['A0000000041010']);
  });
  it('keys CA keys by RID and index', () => {
    expect(caKeysDiff(caKeys, caKeys.slice(1))).toEqual([
      expect.objectContaining({ key: 'A000000003/92', kind: 'REMOVED' }),
    ]);
    expect(caKeysDiff(caKeys, caKeys)).toEqual([]);
  });
});

describe('proposal decisions', () => {
  const config = { profileId: 3, ...seededEmvConfiguration(3, now) };
  const proposal: ParameterProposal = {
    id: 1,
    profileId: 3,
    profileName: 'Retail',
    section: 'CA_KEYS',
    status: 'PENDING',
    proposedBy: 'admin',
    proposedById: 1,
    proposedAt: '2026-11-23T10:00:00Z',
    decidedBy: null,
    decidedAt: null,
    before: config.caKeys,
    after: config.caKeys.slice(1),
    diff: [],
  };
  it('refuses the proposer (by user id, whatever its name now), a decided proposal and a stale approval', () => {
    expect(decisionRefusal(proposal, 1, config.caKeys, 'APPROVE')).toBe('OWN_PROPOSAL');
    expect(decisionRefusal({ ...proposal, proposedBy: 'renamed' }, 1, config.caKeys, 'APPROVE')).toBe('OWN_PROPOSAL');
    expect(decisionRefusal(proposal, 1, config.caKeys, 'REJECT')).toBe('OWN_PROPOSAL');
    expect(decisionRefusal({ ...proposal, status: 'APPROVED' }, 2, config.caKeys, 'APPROVE')).toBe('ALREADY_DECIDED');
    const moved = { ...config, caKeys: config.caKeys.slice(2) };
    expect(decisionRefusal(proposal, 2, moved.caKeys, 'APPROVE')).toBe('STALE');
    expect(decisionRefusal(proposal, 2, moved.caKeys, 'REJECT')).toBeUndefined();
    expect(decisionRefusal(proposal, 2, config.caKeys, 'APPROVE')).toBeUndefined();
  });
});

describe('parameter push impact', () => {
  const models = new Map([
    [1, { name: 'A920', deviceType: 'SMART_POS' }],
    [2, { name: 'P630', deviceType: 'PIN_PAD' }],
  ]);
  it('counts reached and offline terminals, and leaves out PIN pads and deactivated terminals', () => {
    const since = '2026-11-23T14:50:00Z';
    const { reached, impact } = planUpdate(
      [
        { id: 1, modelId: 1, lastConnectionDate: '2026-11-23T14:55:00Z' },
        { id: 2, modelId: 1, lastConnectionDate: '2026-11-23T14:00:00Z' },
        { id: 3, modelId: 1, lastConnectionDate: null },
        { id: 4, modelId: 2, lastConnectionDate: '2026-11-23T14:55:00Z' },
        { id: 5, modelId: 1, lastConnectionDate: '2026-11-23T14:55:00Z', deleted: true },
      ],
      models,
      since,
      ['UNKNOWN1'],
    );
    expect(reached.map((terminal) => terminal.id)).toEqual([1, 2, 3]);
    expect(impact).toEqual({
      total: 3,
      offline: 2,
      unsupported: [{ modelId: 2, modelName: 'P630', terminals: 1 }],
      deactivated: 1,
      unknownSerials: ['UNKNOWN1'],
    });
  });
});

describe('the approval right', () => {
  it('is the admin persona’s, not the read-only one’s, and opens the approve action', async () => {
    const { permissionsOfRole } = await import('../../../fixtures/personaPermissions');
    const { customRouteRules } = await import('../../../authProvider/routeRules');
    const { canAccessRoute } = await import('../../../authProvider/canAccess');
    expect(permissionsOfRole('administrator')).toContain('PARAMETER_CHANGE_APPROVE');
    expect(permissionsOfRole('readOnly')).not.toContain('PARAMETER_CHANGE_APPROVE');
    const as = (permissions: string[]) => ({ permissions, entityId: 9, config: {} });
    const rule = customRouteRules['Profiles/Proposals'];
    expect(canAccessRoute(rule, as(permissionsOfRole('administrator') as string[]), 'approve')).toBe(true);
    expect(canAccessRoute(rule, as(permissionsOfRole('readOnly') as string[]), 'list')).toBe(true);
    expect(canAccessRoute(rule, as(permissionsOfRole('readOnly') as string[]), 'approve')).toBe(false);
    expect(canAccessRoute(customRouteRules['Profiles/Emv'], as(['PROFILE_CONFIGURATION_READ']), 'edit')).toBe(false);
    expect(canAccessRoute(customRouteRules.ParameterUpdate, as(['TPV_INITIALIZATION_PARAMETERS']), 'send')).toBe(true);
    expect(canAccessRoute(customRouteRules.ParameterUpdate, as([]), 'send')).toBe(false);
  });
});
