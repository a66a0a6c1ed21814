import type { DeepStrings } from '../../types';
import type { terminalOperationsEs } from './es';

export const terminalOperationsEn = {
  terminalOperations: {},
} satisfies DeepStrings<typeof terminalOperationsEs>;
