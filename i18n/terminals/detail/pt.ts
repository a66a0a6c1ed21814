import type { DeepStrings } from '../../types';
import type { terminalDetailEs } from './es';

export const terminalDetailPt = {
  terminalDetail: {},
} satisfies DeepStrings<typeof terminalDetailEs>;
