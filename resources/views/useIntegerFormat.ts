import { useMemo } from 'react';
import { useLocaleState } from 'ra-core';

/** Whole numbers as the console's language writes them: 80.000 in Spanish, 80,000 in English. */
export const useIntegerFormat = () => {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return (value: number) => format.format(value);
  }, [locale]);
};
