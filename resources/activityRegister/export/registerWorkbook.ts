import { spreadsheetWorkbook } from '../../export/workbook';
import { CHAIN_VERSION, chainRows } from './hashChain';

export interface RegisterSheetTexts {
  sheet: string;
  integritySheet: string;
  header: readonly string[];
  hashColumn: string;
  integrityHeader: readonly [string, string, string];
  rowsHint: string;
  digestHint: string;
  formatHint: string;
  verifyHint: string;
}

/** The integrity sheet's keys (first column), read back by the verify script whatever the language. */
export const INTEGRITY_KEYS = { format: 'format', rows: 'rows', digest: 'digest', verify: 'verify' } as const;

export const VERIFY_COMMAND = 'npm run verify:register -- <file.xlsx>';

/**
 * The register as a workbook through the one safe writer: a sheet of rows, each ending with its
 * chained hash, and an integrity sheet with the row count and the final digest.
 */
export const registerWorkbook = async (rows: readonly (readonly string[])[], texts: RegisterSheetTexts) => {
  const header = [...texts.header, texts.hashColumn];
  const { hashes, digest } = await chainRows(header, rows);
  return spreadsheetWorkbook([
    { name: texts.sheet, header, rows: rows.map((row, index) => [...row, hashes[index]]) },
    {
      name: texts.integritySheet,
      header: texts.integrityHeader,
      rows: [
        [INTEGRITY_KEYS.format, CHAIN_VERSION, texts.formatHint],
        [INTEGRITY_KEYS.rows, String(rows.length), texts.rowsHint],
        [INTEGRITY_KEYS.digest, digest, texts.digestHint],
        [INTEGRITY_KEYS.verify, VERIFY_COMMAND, texts.verifyHint],
      ],
    },
  ]);
};
