import type { ParameterValue } from '../parameters/types';

/** A value as the tables show it: booleans in words (message keys), the rest as written. */
export const parameterValueText = (value: ParameterValue, translate: (key: string) => string) =>
  typeof value === 'boolean' ? translate(value ? 'view.yes' : 'view.no') : String(value);
