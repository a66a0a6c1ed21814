import type { DeepStrings } from '../../types';
import type { terminalImportEs } from './es';

export const terminalImportPt = {
  terminalImport: {},
} satisfies DeepStrings<typeof terminalImportEs>;
