import Papa from 'papaparse';
import { createFileCheck, type FileSummary } from './fileCheck';
import type { CsvFormatName, ImportContext } from './csvFormat';
import { csvFormats } from './formats';
import { batchOf, type ImportBatch, type RowProblem } from './importTypes';
import type { FromWorker, ToWorker } from './workerProtocol';

/** Reads a CSV file and hands its good rows over by batch, as JSON. */
export interface CsvReader {
  read(file: File, onProgress: (rows: number, bytes: number) => void): Promise<FileSummary>;
  rows(start: number, end: number): Promise<ImportBatch>;
  dispose(): void;
}

const appendTo = (target: RowProblem[], more: readonly RowProblem[]) => {
  for (const problem of more) target.push(problem);
};

/** In a web worker: the page stays responsive whatever the size of the file. */
const workerReader = (format: CsvFormatName, context?: ImportContext): CsvReader => {
  const worker = new Worker(new URL('./csvImport.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<string, (message: FromWorker) => void>();
  let onProgress: (rows: number, bytes: number) => void = () => undefined;
  let problems: RowProblem[] = [];
  worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'progress') return onProgress(message.rows, message.bytes);
    if (message.type === 'problems') return appendTo(problems, message.problems);
    const key = message.type === 'batch' ? `batch:${message.start}` : 'parse';
    waiting.get(key)?.(message);
    waiting.delete(key);
  });
  const ask = (message: ToWorker, key: string) =>
    new Promise<FromWorker>((resolve) => {
      waiting.set(key, resolve);
      worker.postMessage(message);
    });
  return {
    read: async (file, progress) => {
      onProgress = progress;
      problems = [];
      const answer = await ask({ type: 'parse', file, format, context }, 'parse');
      if (answer.type === 'failed') throw new Error(answer.message);
      if (answer.type !== 'parsed') throw new Error('unexpected answer');
      return { ...answer.summary, problems };
    },
    rows: async (start, end) => {
      const answer = await ask({ type: 'batch', start, end }, `batch:${start}`);
      return answer.type === 'batch' ? answer.batch : batchOf([]);
    },
    dispose: () => worker.terminate(),
  };
};

/** Where there is no Worker (jsdom in component tests): the same checks on the page's thread. */
const threadReader = (format: CsvFormatName, context?: ImportContext): CsvReader => {
  let check = createFileCheck(csvFormats[format], context);
  return {
    read: (file, onProgress) =>
      new Promise((resolve, reject) => {
        check = createFileCheck(csvFormats[format], context);
        const problems: RowProblem[] = [];
        let rows = 0;
        Papa.parse<string[]>(file, {
          skipEmptyLines: false,
          chunk: (results) => {
            results.data.forEach((fields) => check.add(fields));
            appendTo(problems, check.takeProblems());
            rows += results.data.length;
            onProgress(rows, results.meta.cursor);
          },
          complete: () => resolve({ ...check.summary(), problems }),
          error: reject,
        });
      }),
    rows: async (start, end) => batchOf(check.readyRows(start, end)),
    dispose: () => undefined,
  };
};

export const createCsvReader = (format: CsvFormatName, context?: ImportContext): CsvReader =>
  typeof Worker === 'undefined' ? threadReader(format, context) : workerReader(format, context);
