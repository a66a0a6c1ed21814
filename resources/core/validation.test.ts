import { describe, expect, it } from 'vitest';
import { date, groups, number, oneOf, reference, references, someOf, text } from './fields';
import { fieldIssues, zodSchemaOf } from './validation';

const schema = {
  fields: {
    serial: text({ required: true, pattern: { regex: '^[A-Z0-9]{6,20}$', code: 'TM-0001' } }),
    alias: text({ max: 5, maxCode: 'TM-0006' }),
    note: text({ min: 3, max: 10 }),
    email: text({ format: 'email' }),
    mask: text({ format: 'netmask' }),
    gateway: text({ format: 'ip', formatCode: 'PM-0033' }),
    quota: number({ integer: true, min: 1, max: 99 }),
    amount: number({ min: 0, exclusiveMin: true, decimals: 2 }),
    minAmount: number({ decimals: 2 }),
    maxAmount: number({ decimals: 2, greaterThan: 'minAmount' }),
    from: date(),
    to: date({ after: 'from' }),
    kind: oneOf(['A', 'B'] as const),
    languages: someOf(['es', 'en'] as const, { min: 1 }),
    owner: reference('commerces'),
    tags: references('tags', { max: 2, maxCode: 'TM-0003' }),
    ranges: groups(
      { from: number({ required: true }), to: number({ required: true }) },
      { min: 1, noOverlap: { from: 'from', to: 'to' } },
    ),
    computed: text({ readOnly: true, required: true }),
  },
};

const issuesOf = (values: Record<string, unknown>) => {
  const result = zodSchemaOf(schema).safeParse(values);
  return result.success ? {} : Object.fromEntries(fieldIssues(result.error).map((i) => [i.path, i.message]));
};

const valid = { serial: 'PAX000001', ranges: [{ from: 1, to: 9 }] };

describe('zod schema derived from field declarations', () => {
  it('accepts a valid record, trims text and stores blanks as null', () => {
    const result = zodSchemaOf(schema).parse({ ...valid, alias: '  Caja ', note: '', owner: null });
    expect(result).toMatchObject({ serial: 'PAX000001', alias: 'Caja', note: null, owner: null });
  });

  it('answers CE-0001 for a missing or blank required value', () => {
    expect(issuesOf({ ranges: valid.ranges })).toEqual({ serial: 'CE-0001' });
    expect(issuesOf({ ...valid, serial: '   ' })).toEqual({ serial: 'CE-0001' });
  });

  it('answers the code the spec names for a pattern, a maximum length or a format', () => {
    expect(issuesOf({ ...valid, serial: 'bad serial' })).toEqual({ serial: 'TM-0001' });
    expect(issuesOf({ ...valid, alias: 'too long alias' })).toEqual({ alias: 'TM-0006' });
    expect(issuesOf({ ...valid, email: 'nobody' })).toEqual({ email: 'GM-0015' });
    expect(issuesOf({ ...valid, mask: '255.0.255.0' })).toEqual({ mask: 'PM-0031' });
    expect(issuesOf({ ...valid, gateway: '300.1.1.1' })).toEqual({ gateway: 'PM-0033' });
    expect(issuesOf({ ...valid, tags: [1, 2, 3] })).toEqual({ tags: 'TM-0003' });
  });

  it('answers CE-0002 and CE-0003 for generic length limits', () => {
    expect(issuesOf({ ...valid, note: 'ab' })).toEqual({ note: 'CE-0003' });
    expect(issuesOf({ ...valid, note: 'abcdefghijk' })).toEqual({ note: 'CE-0002' });
  });

  it('checks numbers: integers, bounds, strict minimum and two decimals', () => {
    expect(issuesOf({ ...valid, quota: 0 })).toEqual({ quota: 'validation.minValue' });
    expect(issuesOf({ ...valid, quota: 100 })).toEqual({ quota: 'validation.maxValue' });
    expect(issuesOf({ ...valid, quota: 1.5 })).toEqual({ quota: 'validation.integer' });
    expect(issuesOf({ ...valid, amount: 0 })).toEqual({ amount: 'validation.greaterThan' });
    expect(issuesOf({ ...valid, amount: 10.123 })).toEqual({ amount: 'validation.decimals' });
    expect(issuesOf({ ...valid, amount: 10.1 })).toEqual({});
  });

  it('keeps a maximum above its minimum and a date after its start', () => {
    expect(issuesOf({ ...valid, minAmount: 10, maxAmount: 5 })).toEqual({ maxAmount: 'validation.greaterThanField' });
    expect(issuesOf({ ...valid, from: '2026-05-02', to: '2026-05-01' })).toEqual({ to: 'validation.dateAfter' });
    expect(issuesOf({ ...valid, from: '2026-05-01', to: '2026-05-02' })).toEqual({});
  });

  it('refuses unknown enum values and empty or overlapping lists', () => {
    expect(issuesOf({ ...valid, kind: 'C' })).toHaveProperty('kind');
    expect(issuesOf({ ...valid, languages: [] })).toEqual({ languages: 'validation.minItems' });
    expect(issuesOf({ ...valid, ranges: [] })).toEqual({ ranges: 'validation.minItems' });
    expect(
      issuesOf({
        ...valid,
        ranges: [
          { from: 1, to: 10 },
          { from: 5, to: 20 },
        ],
      }),
    ).toEqual({ 'ranges.1.from': 'validation.rangesOverlap' });
    expect(issuesOf({ ...valid, ranges: [{ from: 10, to: 1 }] })).toEqual({ 'ranges.0.to': 'validation.rangeOrder' });
  });

  it('ignores read-only fields: the server owns them', () => {
    const result = zodSchemaOf(schema).parse({ ...valid, computed: 'sent by a client' });
    expect(result).not.toHaveProperty('computed');
  });

  it('carries the bounds of a failed limit for the message', () => {
    const result = zodSchemaOf(schema).safeParse({ ...valid, quota: 100 });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldIssues(result.error)[0].args).toMatchObject({ max: 99 });
  });
});

describe('hostile text', () => {
  const hostileEmail = `a@${'.'.repeat(100_000)} x`;

  it('checks the length first and stops there: no pattern runs on an over-long value', () => {
    const started = performance.now();
    const issues = zodSchemaOf({ fields: { email: text({ max: 100, format: 'email' }) } }).safeParse({
      email: hostileEmail,
    });
    expect(performance.now() - started).toBeLessThan(50);
    expect(issues.success ? [] : fieldIssues(issues.error).map((issue) => issue.message)).toEqual(['CE-0002']);
  });

  it('cuts a format or pattern without a declared maximum at 254 characters', () => {
    expect(issuesOf({ ...valid, email: hostileEmail })).toEqual({ email: 'CE-0002' });
    expect(issuesOf({ ...valid, serial: 'A'.repeat(300) })).toEqual({ serial: 'CE-0002' });
  });

  it('refuses the old backtracking input quickly as an address, at a length the pattern may read', () => {
    const started = performance.now();
    expect(issuesOf({ ...valid, email: `a@${'.'.repeat(240)} x` })).toEqual({ email: 'GM-0015' });
    expect(performance.now() - started).toBeLessThan(50);
    expect(issuesOf({ ...valid, email: 'ana.perez@banco.example.es' })).toEqual({});
    expect(issuesOf({ ...valid, email: 'ana@localhost' })).toEqual({ email: 'GM-0015' });
  });
});
