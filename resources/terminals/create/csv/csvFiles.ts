import { csvCell } from '../../operations/csvText';
import { saveBlob } from '../../operations/saveFile';
import { createTimeSlices } from './timeSlices';
import { importColumns, type RowProblem } from './importFormat';

export const csvLine = (values: readonly (string | number)[]) => values.map(csvCell).join(',');

/** The example file: the header and rows showing required and optional values. */
export const exampleCsv = () =>
  [
    csvLine(importColumns),
    csvLine(['PAX000000101', 'Caja 1', 'C0001', 'Cajas principales C0001', 'PAX', 'A920', '', 'Entidad', '']),
    csvLine(['PAX000000102', '', 'C0001', '', 'PAX', 'A920', '', '', '']),
    csvLine([
      'SUNMI0000103',
      'Terraza',
      'C0002',
      '',
      'Sunmi',
      'P2',
      'Perfil general',
      'Comercio',
      'Distribuciones TPV',
    ]),
  ].join('\r\n') + '\r\n';

const CSV_TYPE = 'text/csv;charset=utf-8';

/** Offers text as a CSV file to download (with a BOM, so spreadsheets read it as UTF-8). */
export const downloadText = (text: string, fileName: string) =>
  saveBlob(new Blob(['\uFEFF', text], { type: CSV_TYPE }), fileName);

const LINES_PER_PART = 500;

/**
 * The rejected rows as a CSV file (row, serial, code, translated reason), written in time
 * slices (translating a reason is not free), so tens of thousands of lines never block the page.
 */
export const rejectedRowsCsv = async (
  problems: readonly RowProblem[],
  headings: readonly string[],
  reasonOf: (problem: RowProblem) => string,
): Promise<Blob> => {
  const slices = createTimeSlices();
  let file = new Blob(['\uFEFF', csvLine(headings), '\r\n'], { type: CSV_TYPE });
  let lines: string[] = [];
  for (let index = 0; index < problems.length; index++) {
    const problem = problems[index];
    lines.push(csvLine([problem.row, problem.serialNumber, problem.code ?? '', reasonOf(problem)]) + '\r\n');
    if (lines.length < LINES_PER_PART && !slices.spent() && index < problems.length - 1) continue;
    // A Blob made of Blobs refers to them without copying: each part is encoded once, here.
    file = new Blob([file, lines.join('')], { type: CSV_TYPE });
    lines = [];
    await slices.pause();
  }
  return file;
};
