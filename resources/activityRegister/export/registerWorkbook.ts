import { bytesToBase64 } from '../../export/base64';
import { spreadsheetWorkbook, XLSX_TYPE } from '../../export/workbook';
import type { DownloadedFile } from '../../terminals/operations/shapes';
import { CHAIN_FORMAT, chainCell, type ChainHead, type ChainedEntry } from '../chain';

/** The register sheet's columns, in this order: the verify script reads them by position. */
export const EXPORT_COLUMNS = [
  'sequence',
  'date',
  'userId',
  'userName',
  'action',
  'objectType',
  'objectId',
  'outcome',
  'detail',
  'changes',
  'previousHash',
  'hash',
] as const;

export interface RegisterSheetTexts {
  sheet: string;
  integritySheet: string;
  header: readonly string[];
  integrityHeader: readonly [string, string, string];
  formatHint: string;
  entityHint: string;
  headSequenceHint: string;
  headHashHint: string;
  verifyHint: string;
}

/** The integrity sheet's keys (first column), read back by the verify script whatever the language. */
export const INTEGRITY_KEYS = {
  format: 'format',
  entity: 'entity',
  headSequence: 'head-sequence',
  headHash: 'head-hash',
  verify: 'verify',
} as const;

export const VERIFY_COMMAND = 'npm run verify:register -- <file.xlsx>';

/**
 * The entity's whole register as a workbook through the one safe writer: every entry as the
 * service chained it (its sequence, previous hash and hash), and an integrity sheet with the
 * chain head the service reported when the file was made. Values are written as text, as hashed.
 */
export const registerWorkbook = (entries: readonly ChainedEntry[], head: ChainHead, texts: RegisterSheetTexts) =>
  spreadsheetWorkbook([
    {
      name: texts.sheet,
      header: texts.header,
      rows: entries.map((entry) => EXPORT_COLUMNS.map((column) => chainCell(entry[column]))),
    },
    {
      name: texts.integritySheet,
      header: texts.integrityHeader,
      rows: [
        [INTEGRITY_KEYS.format, CHAIN_FORMAT, texts.formatHint],
        [INTEGRITY_KEYS.entity, String(head.entityId), texts.entityHint],
        [INTEGRITY_KEYS.headSequence, String(head.sequence), texts.headSequenceHint],
        [INTEGRITY_KEYS.headHash, head.hash, texts.headHashHint],
        [INTEGRITY_KEYS.verify, VERIFY_COMMAND, texts.verifyHint],
      ],
    },
  ]);

/** The register workbook as a download, named by when it was made, base64 as the services answer files. */
export const registerWorkbookFile = async (
  entries: readonly ChainedEntry[],
  head: ChainHead,
  texts: RegisterSheetTexts,
  now = new Date(),
): Promise<DownloadedFile> => ({
  fileName: `activity-register-${now.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.xlsx`,
  contentType: XLSX_TYPE,
  base64: bytesToBase64(await registerWorkbook(entries, head, texts)),
});
