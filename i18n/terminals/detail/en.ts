import type { DeepStrings } from '../../types';
import type { terminalDetailEs } from './es';

export const terminalDetailEn = {
  terminalDetail: {},
} satisfies DeepStrings<typeof terminalDetailEs>;
