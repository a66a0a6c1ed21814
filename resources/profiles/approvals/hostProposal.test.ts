import { describe, expect, it } from 'vitest';
import { directSave, guardedImport, hostItems, proposedHosts, withHosts } from './hostProposal';
import { parameterFile } from '../parameters/transfer';

const stored = { CREDIT_IP_1: '10.0.0.1', CREDIT_PORT_1: 5000, CREDIT_NII: '003', CREDIT_TPDU: '6000030000' };

describe('host settings under four eyes', () => {
  it('groups host settings by host, leaving switches off out', () => {
    expect(hostItems({ ...stored, AMEX_ENABLED: false, CONNECTION_TIMEOUT: 30 })).toEqual([
      { key: 'CREDIT', values: stored },
    ]);
  });

  it('proposes a checked change with its diff, and applies it', () => {
    const proposal = proposedHosts(stored, { ...stored, CREDIT_IP_2: '10.0.0.2', MAESTRO_ENABLED: false });
    expect(proposal).toMatchObject({
      ok: true,
      value: {
        diff: [
          { key: 'CREDIT', kind: 'CHANGED', changes: [{ field: 'CREDIT_IP_2', before: undefined, after: '10.0.0.2' }] },
        ],
      },
    });
    if (!proposal.ok) return;
    expect(withHosts({ ...stored, CONNECTION_TIMEOUT: 30 }, proposal.value.after)).toEqual({
      ok: true,
      value: { ...stored, CREDIT_IP_2: '10.0.0.2', CONNECTION_TIMEOUT: 30 },
    });
    expect(proposedHosts(stored, { ...stored, CREDIT_IP_1: '300.0.0.1' })).toMatchObject({
      ok: false,
      issues: { CREDIT_IP_1: { code: 'PM-0030' } },
    });
  });

  it('refuses a direct save or an import that changes host settings, not one that leaves them', () => {
    const need = { code: 'profileParameters.validation.hostsNeedProposal' };
    expect(directSave(stored, 'hosts', { ...stored, CREDIT_PORT_1: 5001 })).toEqual({
      ok: false,
      issues: { CREDIT_PORT_1: need },
    });
    expect(directSave(stored, 'hosts', { ...stored, AMEX_ENABLED: false }).ok).toBe(true);
    expect(directSave(stored, 'communication', { CONNECTION_TIMEOUT: 30 }).ok).toBe(true);
    const file = (values: Record<string, string | number>) => parameterFile('P', values, '2026-11-23T00:00:00Z');
    expect(guardedImport(stored, file({ ...stored, CREDIT_NII: '004' })).issues).toEqual({ CREDIT_NII: need });
    expect(guardedImport(stored, file({ ...stored, CONNECTION_TIMEOUT: 45 })).issues).toEqual({});
  });
});
