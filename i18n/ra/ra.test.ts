import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import { raSpanish } from './es';
import { raPortuguese } from './pt';

/** Flattens a nested message tree into `{ 'ra.action.add': 'Add', ... }`. */
const flatten = (tree: object, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree) as [string, unknown][]) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      out.set(path, value);
    } else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      throw new Error(`Unexpected value at ${path}: ${String(value)}`);
    }
  }
  return out;
};

const placeholders = (text: string): string[] => [...new Set(text.match(/%\{[^}]+\}/g) ?? [])].sort();

const pluralSeparators = (text: string): number => text.split('||||').length - 1;

const english = flatten(englishMessages);

const translations: [string, object][] = [
  ['es', raSpanish],
  ['pt', raPortuguese],
];

describe('react-admin UI translations', () => {
  it('english reference is not empty', () => {
    expect(english.size).toBeGreaterThan(100);
  });

  describe.each(translations)('%s', (_lang, messages) => {
    const flat = flatten(messages);

    it('has exactly the key paths of ra-language-english', () => {
      expect([...flat.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('keeps the same %{...} placeholders in every string', () => {
      for (const [path, source] of english) {
        const translated = flat.get(path) ?? '';
        expect(placeholders(translated), path).toEqual(placeholders(source));
      }
    });

    it('keeps the same number of |||| plural separators', () => {
      for (const [path, source] of english) {
        const translated = flat.get(path) ?? '';
        expect(pluralSeparators(translated), path).toBe(pluralSeparators(source));
      }
    });

    it('has no empty message where english has text', () => {
      for (const [path, source] of english) {
        if (source.trim() === '') continue;
        expect((flat.get(path) ?? '').trim(), path).not.toBe('');
      }
    });
  });
});
