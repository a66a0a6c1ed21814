import type { DeepStrings } from '../../types';
import type { terminalOperationsEs } from './es';

export const terminalOperationsPt = {
  terminalOperations: {},
} satisfies DeepStrings<typeof terminalOperationsEs>;
