import { CSV_BOM, csvLine, csvText } from '../export/csv';
import { CSV_TYPE } from '../views/saveFile';
import type { CsvFormat, ImportContext } from './csvFormat';
import type { RowProblem } from './importTypes';
import { createTimeSlices } from './timeSlices';

/** The example file of an import: its header and rows showing required and optional values. */
export const exampleCsv = (format: Pick<CsvFormat, 'columns' | 'exampleRows'>, context?: ImportContext) =>
  csvText(format.columns, format.exampleRows(context));

const LINES_PER_PART = 500;

/**
 * The rejected rows as a CSV file (row, key, code, translated reason) through the one safe
 * writer, in time slices (translating a reason is not free), so tens of thousands of lines never
 * block the page.
 */
export const rejectedRowsCsv = async (
  problems: readonly RowProblem[],
  headings: readonly string[],
  reasonOf: (problem: RowProblem) => string,
): Promise<Blob> => {
  const slices = createTimeSlices();
  let file = new Blob([CSV_BOM, csvLine(headings)], { type: CSV_TYPE });
  let lines: string[] = [];
  for (let index = 0; index < problems.length; index++) {
    const problem = problems[index];
    lines.push(csvLine([problem.row, problem.key, problem.column ?? '', problem.code ?? '', reasonOf(problem)]));
    if (lines.length < LINES_PER_PART && !slices.spent() && index < problems.length - 1) continue;
    // A Blob made of Blobs refers to them without copying: each part is encoded once, here.
    file = new Blob([file, lines.join('')], { type: CSV_TYPE });
    lines = [];
    await slices.pause();
  }
  return file;
};
