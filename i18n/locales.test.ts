import { describe, expect, it } from 'vitest';
import { initialLocale } from './locales';

describe('initial language', () => {
  it('is the stored choice when there is one', () => {
    expect(initialLocale('pt', 'en-US')).toBe('pt');
  });

  it('else takes the first two letters of the browser language', () => {
    expect(initialLocale(null, 'en-GB')).toBe('en');
    expect(initialLocale(null, 'ca-ES')).toBe('ca');
  });

  it('else falls back to Spanish', () => {
    expect(initialLocale(null, 'fr-FR')).toBe('es');
    expect(initialLocale('xx', undefined)).toBe('es');
  });
});
