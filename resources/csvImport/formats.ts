import { commerceCsvFormat } from '../commerces/import/commerceCsvFormat';
import { terminalCsvFormat } from '../terminals/create/csv/terminalCsvFormat';
import type { CsvFormat, CsvFormatName } from './csvFormat';

/** Every CSV import, by name: how the worker, which gets only a name, finds its format. */
export const csvFormats: Record<CsvFormatName, CsvFormat> = {
  terminals: terminalCsvFormat,
  commerces: commerceCsvFormat,
};
