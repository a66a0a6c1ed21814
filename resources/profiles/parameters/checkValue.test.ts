import { describe, expect, it } from 'vitest';
import { checkValue } from './checkValue';
import type { ParameterType } from './types';

const codeOf = (type: ParameterType, value: unknown) => checkValue(type, value)?.code;

describe('checkValue: the spec section 5 formats, both sides of every limit', () => {
  it('IP: four octets 0 to 255 (PM-0030)', () => {
    const ip: ParameterType = { kind: 'ip' };
    expect(codeOf(ip, '0.0.0.0')).toBeUndefined();
    expect(codeOf(ip, '255.255.255.255')).toBeUndefined();
    expect(codeOf(ip, '255.255.255.256')).toBe('PM-0030');
    expect(codeOf(ip, '10.0.0')).toBe('PM-0030');
    expect(codeOf(ip, '10.0.0.01')).toBe('PM-0030');
    expect(codeOf(ip, 'host.example')).toBe('PM-0030');
    expect(codeOf(ip, 10)).toBe('profileParameters.validation.type');
  });

  it('port: an integer from 1 to 65535', () => {
    const port: ParameterType = { kind: 'port' };
    expect(codeOf(port, 0)).toBe('profileParameters.validation.port');
    expect(codeOf(port, 1)).toBeUndefined();
    expect(codeOf(port, 65535)).toBeUndefined();
    expect(codeOf(port, 65536)).toBe('profileParameters.validation.port');
    expect(codeOf(port, 80.5)).toBe('profileParameters.validation.port');
    expect(checkValue(port, 0)?.args).toEqual({ min: 1, max: 65535 });
    expect(codeOf(port, '80')).toBe('profileParameters.validation.type');
  });

  it('hexadecimal of an exact length (TPDU: 10)', () => {
    const tpdu: ParameterType = { kind: 'hex', length: 10 };
    expect(codeOf(tpdu, '6000030000')).toBeUndefined();
    expect(codeOf(tpdu, 'abcdefABCD')).toBeUndefined();
    expect(codeOf(tpdu, '600003000')).toBe('profileParameters.validation.length');
    expect(codeOf(tpdu, '60000300000')).toBe('profileParameters.validation.length');
    expect(codeOf(tpdu, '60000300G0')).toBe('validation.format.hex');
  });

  it('digits of an exact length (NII: 3)', () => {
    const nii: ParameterType = { kind: 'digits', length: 3 };
    expect(codeOf(nii, '003')).toBeUndefined();
    expect(codeOf(nii, '03')).toBe('profileParameters.validation.length');
    expect(codeOf(nii, '0003')).toBe('profileParameters.validation.length');
    expect(codeOf(nii, '0A3')).toBe('validation.format.numeric');
  });

  it('decimals: at most two, above the minimum, up to the maximum', () => {
    const percent: ParameterType = { kind: 'decimal', min: 0, max: 100, exclusiveMin: true };
    expect(codeOf(percent, 0)).toBe('validation.greaterThan');
    expect(codeOf(percent, 0.01)).toBeUndefined();
    expect(codeOf(percent, 18.25)).toBeUndefined();
    expect(codeOf(percent, 18.255)).toBe('validation.decimals');
    expect(codeOf(percent, 100)).toBeUndefined();
    expect(codeOf(percent, 100.01)).toBe('profileParameters.validation.between');
    expect(codeOf(percent, Number.NaN)).toBe('profileParameters.validation.type');
    const inclusive: ParameterType = { kind: 'decimal', min: 1, max: 5 };
    expect(codeOf(inclusive, 1)).toBeUndefined();
    expect(codeOf(inclusive, 0.99)).toBe('profileParameters.validation.between');
  });

  it('integers between values', () => {
    const timeout: ParameterType = { kind: 'integer', min: 5, max: 120 };
    expect(codeOf(timeout, 4)).toBe('profileParameters.validation.between');
    expect(codeOf(timeout, 5)).toBeUndefined();
    expect(codeOf(timeout, 120)).toBeUndefined();
    expect(codeOf(timeout, 121)).toBe('profileParameters.validation.between');
    expect(codeOf(timeout, 30.5)).toBe('validation.integer');
    expect(checkValue(timeout, 121)?.args).toEqual({ min: 5, max: 120 });
  });

  it('time HH:MM from 00:00 to 23:59', () => {
    const time: ParameterType = { kind: 'time' };
    expect(codeOf(time, '00:00')).toBeUndefined();
    expect(codeOf(time, '23:59')).toBeUndefined();
    expect(codeOf(time, '24:00')).toBe('profileParameters.validation.time');
    expect(codeOf(time, '23:60')).toBe('profileParameters.validation.time');
    expect(codeOf(time, '9:00')).toBe('profileParameters.validation.time');
  });

  it('text up to its maximum, choices among their values, booleans as booleans', () => {
    expect(codeOf({ kind: 'text', max: 3 }, 'abc')).toBeUndefined();
    expect(codeOf({ kind: 'text', max: 3 }, 'abcd')).toBe('profileParameters.validation.maxLength');
    expect(codeOf({ kind: 'choice', values: ['1.2', '1.3'] }, '1.3')).toBeUndefined();
    expect(codeOf({ kind: 'choice', values: ['1.2', '1.3'] }, '1.1')).toBe('profileParameters.validation.choice');
    expect(codeOf({ kind: 'boolean' }, true)).toBeUndefined();
    expect(codeOf({ kind: 'boolean' }, 'true')).toBe('profileParameters.validation.type');
  });

  it('secrets: digits or hexadecimal, between their lengths', () => {
    const pin: ParameterType = { kind: 'secret', format: 'digits', min: 4, max: 8 };
    expect(codeOf(pin, '123')).toBe('profileParameters.validation.lengthBetween');
    expect(codeOf(pin, '1234')).toBeUndefined();
    expect(codeOf(pin, '12345678')).toBeUndefined();
    expect(codeOf(pin, '123456789')).toBe('profileParameters.validation.lengthBetween');
    expect(codeOf(pin, '12a4')).toBe('validation.format.numeric');
    const key: ParameterType = { kind: 'secret', format: 'hex', min: 32, max: 32 };
    expect(codeOf(key, 'A'.repeat(32))).toBeUndefined();
    expect(codeOf(key, 'A'.repeat(31))).toBe('profileParameters.validation.lengthBetween');
    expect(codeOf(key, `${'A'.repeat(31)}Z`)).toBe('validation.format.hex');
  });
});
