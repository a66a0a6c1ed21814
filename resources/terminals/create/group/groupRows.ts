import { emptyValues, IMPORT_BATCH_SIZE, type ImportRow } from '../csv/importFormat';

/** The serial numbers typed one per line: blank lines left out, each keeping its line number. */
export const serialLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((serial, index) => ({ serial: serial.trim(), line: index + 1 }))
    .filter(({ serial }) => serial !== '');

export const MAX_GROUP_SERIALS = IMPORT_BATCH_SIZE;

export interface GroupNames {
  commerceCode: string;
  group: string;
  brand: string;
  model: string;
  profile: string;
}

/** One import row per serial, all in the group's commerce and group with the same brand, model and profile. */
export const rowsForGroup = (text: string, names: GroupNames): ImportRow[] =>
  serialLines(text).map(({ serial, line }) => ({
    row: line,
    values: { ...emptyValues(), ...names, serialNumber: serial },
  }));
