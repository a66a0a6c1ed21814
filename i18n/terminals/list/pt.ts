import type { DeepStrings } from '../../types';
import type { terminalListEs } from './es';

export const terminalListPt = {
  terminalList: {},
} satisfies DeepStrings<typeof terminalListEs>;
