import { describe, expect, it } from 'vitest';
import { schemas } from '../../resources/schemaLookup';
import type { Field } from '../../resources/core/fields';
import { PASSWORD_PATTERN } from '../../resources/identity/passwordRules';
import { SERIAL_PATTERN } from '../../resources/terminals/schema';
import { slowestHostileInput } from './hostileInputs';
import { regexInventory } from './regexInventory';

/** A hostile input that takes this long shows backtracking (a linear pattern needs well under 1 ms). */
const BUDGET_MS = 50;

/** The places that build a pattern at run time, and where that pattern comes from (checked below). */
const builtAtRunTime: Record<string, string> = {
  'resources/core/validation.ts': 'field.pattern.regex',
  'resources/terminals/operations/serialList.ts': 'SERIAL_PATTERN',
  'resources/identity/passwordRules.ts': 'characterClass',
  // The checker itself, building each pattern it is given.
  'scripts/regex/hostileInputs.ts': 'source',
};

const patternsOf = (fields: Readonly<Record<string, Field>>): string[] =>
  Object.values(fields).flatMap((field) => [
    ...(field.kind === 'text' && field.pattern ? [field.pattern.regex] : []),
    ...(field.kind === 'group' || field.kind === 'groupArray' ? patternsOf(field.fields) : []),
  ]);

const { found, dynamic } = regexInventory(process.cwd());
const checked = [
  ...found
    .filter((regex) => !regex.inTest)
    .map(({ file, line, source, flags }) => ({ where: `${file}:${line}`, source, flags })),
  { where: 'PASSWORD_PATTERN', source: PASSWORD_PATTERN, flags: '' },
  { where: 'SERIAL_PATTERN', source: SERIAL_PATTERN, flags: '' },
  ...schemas.flatMap((schema) =>
    patternsOf(schema.fields).map((source) => ({ where: `${schema.name} schema`, source, flags: '' })),
  ),
];

describe('regular expressions of the console and the sandbox', { timeout: 120_000 }, () => {
  it('are found in the tree, literals and run-time ones alike', () => {
    expect(found.filter((regex) => !regex.inTest).length).toBeGreaterThan(100);
    const untold = dynamic.filter(
      ({ file }) => !/\.(test|spec)\.[tj]sx?$/.test(file) && !/(^|\/)(testing|e2e)\//.test(file),
    );
    expect(untold.map(({ file, argument }) => [file, argument])).toEqual(
      untold.map(({ file }) => [file, builtAtRunTime[file] ?? 'not accounted for']),
    );
  });

  it('run in linear time on hostile inputs (no catastrophic backtracking)', () => {
    const slow = checked.flatMap(({ where, source, flags }) => {
      const finding = slowestHostileInput(source, flags, BUDGET_MS);
      return finding ? [`${where} /${source}/${flags}: ${finding.input} took ${finding.ms.toFixed(0)} ms`] : [];
    });
    expect(slow).toEqual([]);
  });

  it('catch the e-mail pattern that froze the services', () => {
    // Which pump length first passes the budget depends on the machine; the shape of the input does not.
    expect(slowestHostileInput('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', '', BUDGET_MS)?.input).toMatch(
      /^"a@" \+ "\." x \d+ \+ " x"$/,
    );
    expect(slowestHostileInput('^(a+)+$', '', BUDGET_MS)).toBeDefined();
  });
});
