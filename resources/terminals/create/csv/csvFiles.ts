import { importColumns, type RowProblem } from './importFormat';

/** A CSV field, quoted when it holds a separator, a quote or a line break. */
const field = (value: string | number) => {
  const text = String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvLine = (values: readonly (string | number)[]) => values.map(field).join(',');

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

/** Offers text as a file to download. */
export const downloadText = (text: string, fileName: string) => {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

const LINES_PER_SLICE = 2000;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The rejected rows as a CSV (row, serial, code, translated reason), written a slice at a time
 * so tens of thousands of lines never block the page.
 */
export const rejectedRowsCsv = async (
  problems: readonly RowProblem[],
  headings: readonly string[],
  reasonOf: (problem: RowProblem) => string,
) => {
  const lines = [csvLine(headings)];
  for (let start = 0; start < problems.length; start += LINES_PER_SLICE) {
    problems.slice(start, start + LINES_PER_SLICE).forEach((problem) => {
      lines.push(csvLine([problem.row, problem.serialNumber, problem.code ?? '', reasonOf(problem)]));
    });
    await nextTask();
  }
  return lines.join('\r\n') + '\r\n';
};
