import { describe, expect, it } from 'vitest';
import { checkParameterName, checkParameterSet, checkSection } from './checkParameters';

const codes = (issues: Record<string, { code: string }>) =>
  Object.fromEntries(Object.entries(issues).map(([name, issue]) => [name, issue.code]));

describe('taxes', () => {
  it('needs the percentage when ITBIS or TAX legal is on, not otherwise', () => {
    expect(codes(checkSection('taxes', { ITBIS_ENABLED: true }))).toEqual({ ITBIS_PERCENT: 'CE-0001' });
    expect(codes(checkSection('taxes', { TAX_LEGAL_ENABLED: true }))).toEqual({ TAX_LEGAL_PERCENT: 'CE-0001' });
    expect(checkSection('taxes', { ITBIS_ENABLED: false, TAX_LEGAL_ENABLED: false })).toEqual({});
    expect(checkSection('taxes', { ITBIS_ENABLED: true, ITBIS_PERCENT: 18 })).toEqual({});
    expect(checkSection('taxes', { IVA_ENABLED: true, IMPOCONSUMO_ENABLED: true })).toEqual({});
  });

  it('refuses a third decimal and a percentage over 100', () => {
    expect(codes(checkSection('taxes', { ITBIS_ENABLED: true, ITBIS_PERCENT: 18.001 }))).toEqual({
      ITBIS_PERCENT: 'validation.decimals',
    });
    expect(codes(checkSection('taxes', { TAX_LEGAL_PERCENT: 100.5 }))).toEqual({
      TAX_LEGAL_PERCENT: 'profileParameters.validation.between',
    });
  });
});

describe('hosts', () => {
  it('needs an enabled host address, port, NII and TPDU; a disabled one needs nothing', () => {
    expect(codes(checkSection('hosts', { AMEX_ENABLED: true }))).toEqual({
      AMEX_IP_1: 'CE-0001',
      AMEX_PORT_1: 'CE-0001',
      AMEX_NII: 'CE-0001',
      AMEX_TPDU: 'CE-0001',
    });
    expect(checkSection('hosts', { AMEX_ENABLED: false })).toEqual({});
  });

  it('fidelium enabled requires agreements enabled (PM-0003)', () => {
    const fidelium = {
      FIDELIUM_ENABLED: true,
      FIDELIUM_IP_1: '10.0.0.1',
      FIDELIUM_PORT_1: 7000,
      FIDELIUM_NII: '007',
      FIDELIUM_TPDU: '6000070000',
    };
    expect(codes(checkSection('hosts', fidelium))).toEqual({ AGREEMENTS_ENABLED: 'PM-0003' });
    expect(checkSection('hosts', { ...fidelium, AGREEMENTS_ENABLED: true })).toEqual({});
    expect(checkSection('hosts', { AGREEMENTS_ENABLED: false, FIDELIUM_ENABLED: false })).toEqual({});
  });

  it('refuses a parameter of another tab in a tab', () => {
    expect(codes(checkSection('hosts', { ITBIS_PERCENT: 18 }))).toEqual({
      ITBIS_PERCENT: 'profileParameters.validation.unknown',
    });
  });
});

describe('batch and tips', () => {
  it('needs the maximum when tips are on, and no tip above it', () => {
    expect(codes(checkSection('batchTips', { TIPS_ENABLED: true }))).toEqual({ TIP_MAX_PERCENT: 'CE-0001' });
    const tips = { TIPS_ENABLED: true, TIP_MAX_PERCENT: 20, TIP_PERCENT_1: 20, TIP_PERCENT_2: 20.01 };
    expect(codes(checkSection('batchTips', tips))).toEqual({
      TIP_PERCENT_2: 'profileParameters.validation.tipOverMax',
    });
  });

  it('needs the closing time when the batch closes by itself', () => {
    expect(codes(checkSection('batchTips', { BATCH_AUTO_CLOSE: true }))).toEqual({ BATCH_CLOSE_TIME: 'CE-0001' });
    expect(checkSection('batchTips', { BATCH_AUTO_CLOSE: true, BATCH_CLOSE_TIME: '23:00' })).toEqual({});
  });
});

describe('keys', () => {
  it('a stored secret counts as present; a new one is checked', () => {
    expect(checkSection('keys', {}, { secretsSet: ['ADMIN_PASSWORD'] })).toEqual({});
    expect(codes(checkSection('keys', { ADMIN_PASSWORD: '12' }))).toEqual({
      ADMIN_PASSWORD: 'profileParameters.validation.lengthBetween',
    });
  });
});

describe('parameter names', () => {
  it('allow only letters, digits and underscore (PM-0004); an unknown good name is unknown', () => {
    expect(checkParameterName('CREDIT_IP_1')).toBeUndefined();
    expect(checkParameterName('CREDIT-IP')?.code).toBe('PM-0004');
    expect(checkParameterName('CRÉDITO')?.code).toBe('PM-0004');
    expect(checkParameterName('credit ip')?.code).toBe('PM-0004');
    expect(checkParameterName('NOT_A_PARAMETER')?.code).toBe('profileParameters.validation.unknown');
    expect(codes(checkParameterSet({ 'BAD-NAME': 1, CREDIT_PORT_1: 99999 }))).toEqual({
      'BAD-NAME': 'PM-0004',
      CREDIT_PORT_1: 'profileParameters.validation.port',
    });
  });
});
