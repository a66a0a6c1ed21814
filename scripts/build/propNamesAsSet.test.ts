import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { propNamesAsSet } from './propNamesAsSet';

const packageDir = dirname(createRequire(import.meta.url).resolve('@emotion/is-prop-valid/package.json'));
const modulePath = join(packageDir, 'dist', 'emotion-is-prop-valid.esm.js');
const source = readFileSync(modulePath, 'utf8');
const originalRegex = new Function(
  `${/var reactPropsRegex = [^\n]+/.exec(source)?.[0]}\nreturn reactPropsRegex;`,
)() as RegExp;
const rewrittenTest = new Function(
  `${propNamesAsSet(source)
    .replace(/^import[^\n]*\n/m, '')
    .replace(/var isPropValid[\s\S]*/, '')}\nreturn reactPropsRegex;`,
)() as { test: (prop: string) => boolean };

const listedNames = /\^\(\(([\w|]+)\)/.exec(originalRegex.source)?.[1].split('|') ?? [];
const otherProps = [
  '',
  'as',
  'sx',
  'ownerState',
  'classes',
  'theme',
  'childrenX',
  'xchildren',
  'Children',
  'class ',
  'on',
  'onClick',
  'data-',
  'data-testid',
  'Data-x',
  'DATA-row',
  'aria-label',
  'ARIA-hidden',
  'x-y',
  'X-y',
  'x-',
  'data',
  'aria',
  'data-a\nb',
  'dataset',
  'ariaLabel',
  'hrefs',
  'constructor',
  'toString',
  '__proto__',
];

describe('propNamesAsSet', () => {
  it('answers as emotion answers for every listed name and for names it does not list', () => {
    expect(listedNames.length).toBeGreaterThan(400);
    for (const prop of [...listedNames, ...otherProps]) {
      expect({ prop, valid: rewrittenTest.test(prop) }).toEqual({ prop, valid: originalRegex.test(prop) });
    }
  });

  it('leaves the module without the long alternation', () => {
    expect(propNamesAsSet(source)).not.toContain('children|dangerouslySetInnerHTML');
    expect(propNamesAsSet(source)).toContain('var isPropValid');
  });

  it('refuses a module of another shape rather than leave it as it is', () => {
    expect(() => propNamesAsSet('var reactPropsRegex = /^(a|b)$/;')).toThrow(/changed shape/);
  });
});
