import { useMemo } from 'react';
import { useLocaleState } from 'ra-core';

const midnight = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Numbers, money and dates written the way the console's language writes them (Intl). */
export const useFormats = () => {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const currencies = new Map<string, Intl.NumberFormat>();
    const currencyFormat = (currency: string) => {
      let format = currencies.get(currency);
      if (!format) {
        try {
          format = new Intl.NumberFormat(locale, { style: 'currency', currency });
        } catch {
          format = decimal;
        }
        currencies.set(currency, format);
      }
      return format;
    };
    const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
    const shortMonth = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    const longMonth = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    return {
      integer: (value: number) => integer.format(value),
      /** An amount in the entity's currency; plain two decimals when the currency is unknown. */
      money: (amount: number, currency: string | null | undefined) =>
        (currency ? currencyFormat(currency) : decimal).format(amount),
      /** 'sábado, 22 de noviembre de 2026' for '2026-11-22' (a UTC day). */
      day: (day: string) => longDay.format(midnight(day)),
      /** 'nov' for '2026-11'. */
      shortMonth: (month: string) => shortMonth.format(midnight(`${month}-01`)),
      /** 'noviembre de 2026' for '2026-11'. */
      longMonth: (month: string) => longMonth.format(midnight(`${month}-01`)),
      /** A timestamp in the browser's time zone. */
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** '07' for 7. */
      hour: (hour: number) => String(hour).padStart(2, '0'),
    };
  }, [locale]);
};

export type Formats = ReturnType<typeof useFormats>;
