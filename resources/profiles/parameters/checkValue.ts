import type { ParameterIssue, ParameterType } from './types';

/** The messages of the parameter checks beyond the error catalogue (resources/profiles/texts). */
const MESSAGES = 'profileParameters.validation';
export const issueKeys = {
  type: `${MESSAGES}.type`,
  between: `${MESSAGES}.between`,
  port: `${MESSAGES}.port`,
  length: `${MESSAGES}.length`,
  lengthBetween: `${MESSAGES}.lengthBetween`,
  maxLength: `${MESSAGES}.maxLength`,
  time: `${MESSAGES}.time`,
  choice: `${MESSAGES}.choice`,
  unknown: `${MESSAGES}.unknown`,
  tipOverMax: `${MESSAGES}.tipOverMax`,
} as const;

const IP = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEX = /^[0-9A-Fa-f]+$/;
const DIGITS = /^\d+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PORT = { min: 1, max: 65535 };

export const isBlank = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** At most two decimals (amounts and percentages, spec section 9). */
export const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const typeIssue: ParameterIssue = { code: issueKeys.type };

const checkString = (value: unknown, check: (text: string) => ParameterIssue | undefined) =>
  typeof value === 'string' ? check(value.trim()) : typeIssue;

const checkNumber = (value: unknown, check: (n: number) => ParameterIssue | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? check(value) : typeIssue;

const between = (n: number, min: number, max: number): ParameterIssue | undefined =>
  n < min || n > max ? { code: issueKeys.between, args: { min, max } } : undefined;

const ofLength = (text: string, length: number): ParameterIssue | undefined =>
  text.length === length ? undefined : { code: issueKeys.length, args: { length } };

/**
 * One present value against its type (spec section 5: IP, port, hexadecimal, numeric, at most two
 * decimals, between values, exact length). Answers the first failure, or nothing when it is valid.
 */
export const checkValue = (type: ParameterType, value: unknown): ParameterIssue | undefined => {
  switch (type.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? undefined : typeIssue;
    case 'ip':
      return checkString(value, (text) => (IP.test(text) ? undefined : { code: 'PM-0030' }));
    case 'port':
      return checkNumber(value, (n) =>
        Number.isInteger(n) && n >= PORT.min && n <= PORT.max ? undefined : { code: issueKeys.port, args: PORT },
      );
    case 'hex':
      return checkString(value, (text) =>
        HEX.test(text) ? ofLength(text, type.length) : { code: 'validation.format.hex' },
      );
    case 'digits':
      return checkString(value, (text) =>
        DIGITS.test(text) ? ofLength(text, type.length) : { code: 'validation.format.numeric' },
      );
    case 'decimal':
      return checkNumber(value, (n) => {
        if (!hasTwoDecimalsAtMost(n)) return { code: 'validation.decimals', args: { decimals: 2 } };
        if (type.exclusiveMin && n <= type.min) return { code: 'validation.greaterThan', args: { min: type.min } };
        return between(n, type.min, type.max);
      });
    case 'integer':
      return checkNumber(value, (n) =>
        Number.isInteger(n) ? between(n, type.min, type.max) : { code: 'validation.integer' },
      );
    case 'time':
      return checkString(value, (text) => (TIME.test(text) ? undefined : { code: issueKeys.time }));
    case 'text':
      return checkString(value, (text) =>
        text.length <= type.max ? undefined : { code: issueKeys.maxLength, args: { max: type.max } },
      );
    case 'choice':
      return typeof value === 'string' && type.values.includes(value)
        ? undefined
        : { code: issueKeys.choice, args: { values: type.values.join(', ') } };
    case 'secret':
      return checkString(value, (text) => {
        const format = type.format === 'hex' ? HEX : DIGITS;
        if (!format.test(text))
          return { code: type.format === 'hex' ? 'validation.format.hex' : 'validation.format.numeric' };
        return text.length < type.min || text.length > type.max
          ? { code: issueKeys.lengthBetween, args: { min: type.min, max: type.max } }
          : undefined;
      });
  }
};
