import readXlsxFile from 'read-excel-file/universal';

/** A cell as the register wrote it: numbers keep their stored text, an empty cell reads ''. */
const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Each sheet of an .xlsx file by name, as rows of cell texts, untrimmed (the hash chain covers
 * every character), also after Excel or LibreOffice saved it again.
 */
export const readWorkbook = async (bytes: Uint8Array): Promise<Map<string, string[][]>> => {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const sheets = await readXlsxFile(buffer, { trim: false, parseNumber: (text) => text });
  return new Map(sheets.map(({ sheet, data }) => [sheet, data.map((row) => row.map(textOf))]));
};
