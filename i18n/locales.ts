/** Languages: es is the default and the fallback; en and pt are complete; ca, eu, gl are offered. */
export const completeLocales = ['es', 'en', 'pt'] as const;
export const offeredLocales = ['ca', 'eu', 'gl'] as const;
export const locales = [...completeLocales, ...offeredLocales] as const;
export type Locale = (typeof locales)[number];

export const DEFAULT_LOCALE: Locale = 'es';

export const localeNames: Record<Locale, string> = {
  es: 'Español',
  en: 'English',
  pt: 'Português',
  ca: 'Català',
  eu: 'Euskara',
  gl: 'Galego',
};

/** A language whose every text is written (the others fall back to Spanish). */
export type CompleteLocale = (typeof completeLocales)[number];
export const isCompleteLocale = (locale: Locale): locale is CompleteLocale =>
  (completeLocales as readonly Locale[]).includes(locale);

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The stored choice wins; else the first two letters of the browser language; else es. */
export const initialLocale = (stored: string | null | undefined, browserLanguage: string | undefined): Locale => {
  if (isLocale(stored)) return stored;
  const browser = browserLanguage?.slice(0, 2).toLowerCase();
  return isLocale(browser) ? browser : DEFAULT_LOCALE;
};

/** A complete language needs nothing else; a partial one falls back to Spanish for what it lacks. */
export const localesNeededFor = (locale: Locale): Locale[] =>
  (completeLocales as readonly Locale[]).includes(locale) ? [locale] : [locale, DEFAULT_LOCALE];
