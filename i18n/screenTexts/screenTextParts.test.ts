import { describe, expect, it } from 'vitest';
import { englishFirstScreenParts } from './en';
import { spanishFirstScreenParts } from './es';
import { portugueseFirstScreenParts } from './pt';
import { englishOtherScreenParts } from './otherScreens/en';
import { spanishOtherScreenParts } from './otherScreens/es';
import { portugueseOtherScreenParts } from './otherScreens/pt';

// Every domain's texts module, not loaded: only the paths are compared.
const everyTextsModule = Object.keys(import.meta.glob('../../resources/*/texts/**/*.ts')).map((path) =>
  path.replace('../../', ''),
);

const languages = [
  ['es', spanishFirstScreenParts, spanishOtherScreenParts],
  ['en', englishFirstScreenParts, englishOtherScreenParts],
  ['pt', portugueseFirstScreenParts, portugueseOtherScreenParts],
] as const;

const withoutLanguage = (path: string) => path.replace(/[a-z]{2}\.ts$/, '');

/** The first screens' chunk and the other screens' one name their parts apart, once per language. */
describe('screen texts split in two chunks', () => {
  it.each(languages)('%s: every domain part is in exactly one of them', (language, first, other) => {
    const own = everyTextsModule.filter((path) => path.endsWith(`/${language}.ts`)).sort();
    const inFirst = Object.keys(first);
    expect(inFirst.filter((path) => path in other)).toEqual([]);
    expect([...inFirst, ...Object.keys(other)].sort()).toEqual(own);
  });

  it('puts the same parts among the first screens in every language', () => {
    const [spanish, ...others] = languages.map(([, first]) => Object.keys(first).map(withoutLanguage).sort());
    others.forEach((parts) => expect(parts).toEqual(spanish));
    expect(spanish.length).toBeGreaterThan(0);
  });
});
