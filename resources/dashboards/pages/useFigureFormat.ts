import { useFormats } from '../useFormats';
import type { FigureUnit } from '../boards';

/** Writes a board's value in its unit: a count, a percentage or money in the board's currency. */
export const useFigureFormat = (currency: string | null) => {
  const formats = useFormats();
  return (value: number, unit: FigureUnit) => {
    if (unit === 'money') return formats.money(value, currency);
    if (unit === 'percent') return `${formats.integer(Math.round(value))} %`;
    // Axis ticks between whole counts (0.5, 1.5) are left unlabelled rather than rounded twice.
    return Number.isInteger(value) ? formats.integer(value) : '';
  };
};
