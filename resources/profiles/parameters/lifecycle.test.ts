import { describe, expect, it } from 'vitest';
import { profileActivation } from './activation';
import { effectiveParameters } from './effective';
import { applyOverrides, applySection, profileAnswer } from './operations';
import { seedValues } from './seedValues';
import { parameterFile, planImport } from './transfer';

const complete = seedValues(7, 'ACTIVE');

describe('profile activation', () => {
  it('is inactive until every required parameter is configured, naming the missing ones', () => {
    expect(profileActivation({}, [])).toEqual({
      status: 'INACTIVE',
      missing: ['CREDIT_IP_1', 'CREDIT_PORT_1', 'CREDIT_NII', 'CREDIT_TPDU', 'TRANSACTION_TIMEOUT', 'ADMIN_PASSWORD'],
    });
    expect(profileActivation(complete, ['ADMIN_PASSWORD'])).toEqual({ status: 'ACTIVE', missing: [] });
    const { CREDIT_TPDU: _tpdu, ...withoutTpdu } = complete;
    expect(profileActivation(withoutTpdu, ['ADMIN_PASSWORD']).missing).toEqual(['CREDIT_TPDU']);
  });

  it('the seed gives active profiles a complete, valid set', () => {
    expect(profileAnswer(7, complete)).toMatchObject({ status: 'ACTIVE', secretsSet: ['ADMIN_PASSWORD'] });
    expect(profileAnswer(7, complete).values).not.toHaveProperty('ADMIN_PASSWORD');
    expect(planImport(complete, parameterFile('x', complete, ''), ['ADMIN_PASSWORD']).issues).toEqual({});
  });
});

describe('applySection', () => {
  it('replaces the tab values, keeps other tabs, and keeps a secret left blank', () => {
    const saved = applySection(complete, 'keys', { ADMIN_PASSWORD: '', MERCHANT_PASSWORD: '5678' });
    expect(saved).toEqual({
      ok: true,
      value: { ...complete, MERCHANT_PASSWORD: '5678' },
    });
    const cleared = applySection(complete, 'taxes', { ITBIS_ENABLED: false, ITBIS_PERCENT: null });
    expect(cleared.ok && cleared.value).not.toHaveProperty('ITBIS_PERCENT');
    expect(cleared.ok && cleared.value.CREDIT_IP_1).toBe(complete.CREDIT_IP_1);
  });

  it('refuses the whole tab on one bad value', () => {
    expect(applySection(complete, 'hosts', { CREDIT_IP_1: '300.1.1.1' })).toEqual({
      ok: false,
      issues: { CREDIT_IP_1: { code: 'PM-0030' } },
    });
  });
});

describe('import plan', () => {
  it('lists exactly what is added, changed and removed, secrets kept and hidden', () => {
    const file = parameterFile('Perfil', complete, '2026-11-23T00:00:00Z');
    const { QP_LIMIT: _qp, ...parameters } = file.parameters;
    const edited = { ...file, parameters: { ...parameters, CONNECTION_TIMEOUT: 45, IVA_PERCENT: 16 } };
    const plan = planImport(complete, edited, ['ADMIN_PASSWORD']);
    expect(plan.issues).toEqual({});
    expect(plan.changed).toEqual([{ name: 'CONNECTION_TIMEOUT', from: 30, to: 45 }]);
    expect(plan.added).toEqual([{ name: 'IVA_PERCENT', to: 16 }]);
    expect(plan.removed).toEqual([{ name: 'QP_LIMIT', from: 2500 }]);
    expect(plan.values.ADMIN_PASSWORD).toBe(complete.ADMIN_PASSWORD);
  });

  it('a bad file or a bad value plans nothing to save', () => {
    expect(planImport(complete, { parameters: {} }, []).issues).toEqual({
      file: { code: 'profileParameters.import.badFile' },
    });
    const file = parameterFile('Perfil', complete, '');
    const bad = planImport(complete, { ...file, parameters: { ...file.parameters, CREDIT_PORT_1: 70000 } }, []);
    expect(Object.keys(bad.issues)).toEqual(['CREDIT_PORT_1']);
  });
});

describe('terminal parameters', () => {
  it('show each effective value with its source, the terminal over the group over the profile', () => {
    const effective = effectiveParameters({
      profile: { CONNECTION_TIMEOUT: 30, TRANSACTION_TIMEOUT: 60, ADMIN_PASSWORD: '1234' },
      group: { TRANSACTION_TIMEOUT: 90 },
      terminal: { CONNECTION_TIMEOUT: 20 },
    });
    expect(effective).toEqual([
      {
        name: 'CONNECTION_TIMEOUT',
        value: 20,
        source: 'terminal',
        inherited: { value: 30, source: 'profile' },
      },
      { name: 'TRANSACTION_TIMEOUT', value: 90, source: 'group' },
    ]);
  });

  it('overrides are checked alone and together with the layers under them', () => {
    const layers = { profile: complete };
    expect(applyOverrides(layers, { CONNECTION_TIMEOUT: 4 })).toMatchObject({
      ok: false,
      issues: { CONNECTION_TIMEOUT: { code: 'profileParameters.validation.between' } },
    });
    expect(applyOverrides(layers, { ITBIS_PERCENT: null, ITBIS_ENABLED: true })).toEqual({
      ok: true,
      value: { ITBIS_ENABLED: true },
    });
    expect(applyOverrides({ profile: {} }, { FIDELIUM_ENABLED: true })).toMatchObject({ ok: false });
    expect(applyOverrides(layers, { ADMIN_PASSWORD: '9999' })).toMatchObject({ ok: false });
  });
});
