import { describe, expect, it } from 'vitest';
import { createI18nProvider, type LoadMessages } from './i18nProvider';
import type { Locale } from './locales';

/** Loaders that answer a message naming the language and part, and record what was asked. */
const recorded = () => {
  const asked: string[] = [];
  const part =
    (name: string): LoadMessages =>
    async (locale: Locale) => {
      asked.push(`${name} ${locale}`);
      return { [name]: { greeting: `${name} in ${locale}` } };
    };
  return { asked, first: part('first'), later: part('later'), rest: part('rest') };
};

describe('i18n provider: only the languages in use', () => {
  it('loads a complete language alone: no Spanish beside English', async () => {
    const { asked, first, later } = recorded();
    const provider = await createI18nProvider('en', { first, later });
    expect(asked).toEqual(['first en']);
    expect(provider.translate('first.greeting')).toBe('first in en');
  });

  it('loads Spanish under a partial language, for what it lacks', async () => {
    const { asked, first } = recorded();
    const provider = await createI18nProvider('ca', {
      first: async (locale) => (locale === 'es' ? first(locale) : {}),
    });
    expect(provider.translate('first.greeting')).toBe('first in es');
    expect(asked).toEqual(['first es']);
  });

  it('loads the later part only when asked, and then for each language chosen', async () => {
    const { asked, first, later } = recorded();
    const provider = await createI18nProvider('es', { first, later });
    expect(provider.translate('later.greeting')).toBe('later.greeting');
    await provider.loadLater();
    expect(provider.translate('later.greeting')).toBe('later in es');
    await provider.changeLocale('pt');
    expect(provider.translate('later.greeting')).toBe('later in pt');
    await provider.loadLater();
    expect(asked).toEqual(['first es', 'later es', 'first pt', 'later pt']);
  });

  it('loads the rest when asked, tells when it is in, and loads it with each language chosen after', async () => {
    const { asked, first, later, rest } = recorded();
    const provider = await createI18nProvider('es', { first, later, rest });
    expect(provider.restLoaded()).toBe(false);
    await provider.loadRest();
    expect(provider.restLoaded()).toBe(true);
    expect(provider.translate('rest.greeting')).toBe('rest in es');
    await provider.changeLocale('en');
    expect(provider.restLoaded()).toBe(true);
    expect(provider.translate('rest.greeting')).toBe('rest in en');
    expect(asked).toEqual(['first es', 'later es', 'rest es', 'first en', 'later en', 'rest en']);
  });

  it('asks again for a part whose chunk did not arrive', async () => {
    const { first } = recorded();
    let failures = 1;
    const rest: LoadMessages = async () => {
      if (failures-- > 0) throw new Error('chunk did not arrive');
      return { rest: { greeting: 'back' } };
    };
    const provider = await createI18nProvider('es', { first, rest });
    await expect(provider.loadRest()).rejects.toThrow('chunk did not arrive');
    expect(provider.restLoaded()).toBe(false);
    await provider.loadRest();
    expect(provider.translate('rest.greeting')).toBe('back');
  });

  it('takes a single loader for everything (tests render screens at once)', async () => {
    const { asked, first } = recorded();
    const provider = await createI18nProvider('pt', first);
    await provider.loadLater();
    expect(asked).toEqual(['first pt']);
    expect(provider.getLocale()).toBe('pt');
  });

  it('keeps plain messages, and still fills values and default texts per call', async () => {
    const provider = await createI18nProvider('es', async () => ({ first: { hello: 'Hola, {{name}}' } }));
    expect(provider.translate('first.hello', { name: 'Ana' })).toBe('Hola, Ana');
    expect(provider.translate('first.hello', { name: 'Bea' })).toBe('Hola, Bea');
    expect(provider.translate('first.missing', { _: 'Uno' })).toBe('Uno');
    expect(provider.translate('first.missing', { _: 'Otro' })).toBe('Otro');
    expect(provider.translate('first.missing')).toBe('first.missing');
  });
});
