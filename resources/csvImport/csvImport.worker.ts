import Papa from 'papaparse';
import type { ImportContext } from './csvFormat';
import { createFileCheck } from './fileCheck';
import { csvFormats } from './formats';
import { batchOf } from './importTypes';
import { PROBLEMS_PER_MESSAGE, type FromWorker, type ToWorker } from './workerProtocol';

/**
 * Parses and checks a CSV file (of the format named in the request) off the main thread (ARCHITECTURE.md section 6), streaming
 * the problems out a few hundred at a time as it reads, then hands the good rows over one batch
 * at a time, so a 100,000-row file never blocks the page.
 */

const PROGRESS_EVERY_MS = 150;
const CHUNK_BYTES = 256 * 1024;

const post = (message: FromWorker) => self.postMessage(message);
let check = createFileCheck(csvFormats.terminals);

const sendProblems = () => {
  const problems = check.takeProblems();
  for (let start = 0; start < problems.length; start += PROBLEMS_PER_MESSAGE) {
    post({ type: 'problems', problems: problems.slice(start, start + PROBLEMS_PER_MESSAGE) });
  }
};

const parse = (file: File, format: keyof typeof csvFormats, context?: ImportContext) => {
  check = createFileCheck(csvFormats[format], context);
  let lastProgress = 0;
  let rows = 0;
  Papa.parse<string[]>(file, {
    header: false,
    skipEmptyLines: false,
    chunkSize: CHUNK_BYTES,
    chunk: (results) => {
      results.data.forEach((fields) => check.add(fields));
      sendProblems();
      rows += results.data.length;
      const now = performance.now();
      if (now - lastProgress > PROGRESS_EVERY_MS) {
        lastProgress = now;
        post({ type: 'progress', bytes: results.meta.cursor, rows });
      }
    },
    complete: () => {
      sendProblems();
      post({ type: 'parsed', summary: check.summary() });
    },
    error: (error) => post({ type: 'failed', message: error.message }),
  });
};

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'parse') parse(message.file, message.format, message.context);
  else post({ type: 'batch', start: message.start, batch: batchOf(check.readyRows(message.start, message.end)) });
});
