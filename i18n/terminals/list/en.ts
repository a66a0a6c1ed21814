import type { DeepStrings } from '../../types';
import type { terminalListEs } from './es';

export const terminalListEn = {
  terminalList: {},
} satisfies DeepStrings<typeof terminalListEs>;
