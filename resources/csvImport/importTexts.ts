/**
 * The texts an import has of its own, under its message prefix ('terminalImport',
 * 'commerceImport'): `csv.intro`, `csv.exampleFile`, `progress.title`, `report.created`,
 * `report.rejectedFile`, `report.viewList` and `columns.key` (the heading of the key column).
 * Every other text is shared, under `csvImport`.
 */
export type ImportTexts = string;

export const ownText = (texts: ImportTexts, key: string) => `${texts}.${key}`;
