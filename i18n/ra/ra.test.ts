import { messageLeaves } from '../messageLeaves';
import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import { raSpanish } from './es';
import { raPortuguese } from './pt';

const placeholders = (text: string): string[] => [...new Set(text.match(/%\{[^}]+\}/g) ?? [])].sort();

const pluralSeparators = (text: string): number => text.split('||||').length - 1;

const english = messageLeaves(englishMessages);

const translations: [string, object][] = [
  ['es', raSpanish],
  ['pt', raPortuguese],
];

describe('react-admin UI translations', () => {
  it('english reference is not empty', () => {
    expect(english.size).toBeGreaterThan(100);
  });

  describe.each(translations)('%s', (_lang, messages) => {
    const flat = messageLeaves(messages);

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
