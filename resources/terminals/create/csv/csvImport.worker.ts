import Papa from 'papaparse';
import { createFileCheck } from './fileCheck';
import type { FromWorker, ToWorker } from './workerProtocol';

/**
 * Parses and checks a terminal CSV off the main thread (ARCHITECTURE.md section 6), then hands
 * the good rows over one batch at a time, so a 100,000-row file never blocks the page.
 */

const PROGRESS_EVERY_MS = 150;
const CHUNK_BYTES = 512 * 1024;

const post = (message: FromWorker) => self.postMessage(message);
let check = createFileCheck();

const parse = (file: File) => {
  check = createFileCheck();
  let lastProgress = 0;
  let rows = 0;
  Papa.parse<string[]>(file, {
    header: false,
    skipEmptyLines: false,
    chunkSize: CHUNK_BYTES,
    chunk: (results) => {
      results.data.forEach((fields) => check.add(fields));
      rows += results.data.length;
      const now = performance.now();
      if (now - lastProgress > PROGRESS_EVERY_MS) {
        lastProgress = now;
        post({ type: 'progress', bytes: results.meta.cursor, rows });
      }
    },
    complete: () => post({ type: 'parsed', summary: check.summary() }),
    error: (error) => post({ type: 'failed', message: error.message }),
  });
};

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'parse') parse(message.file);
  else post({ type: 'batch', start: message.start, rows: check.readyRows(message.start, message.end) });
});
