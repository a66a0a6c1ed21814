import type { DeepStrings } from '../../types';
import type { terminalImportEs } from './es';

export const terminalImportEn = {
  terminalImport: {},
} satisfies DeepStrings<typeof terminalImportEs>;
