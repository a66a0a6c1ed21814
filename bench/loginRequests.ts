import { chromium, type CDPSession } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';

/**
 * npx tsx bench/loginRequests.ts <console URL> [locale]: what a first visit to the login page costs
 * on the wire, in a fresh browser (empty cache). For the requests sent until the login form's
 * user-name field is on screen it counts every response's transfer size (headers and body as received, compressed or
 * not) and the depth of the request chain: a request's depth is one more than the deepest page,
 * script or fetch that had finished when it was sent (the page is depth 1, what its HTML names
 * depth 2, what a script asks for once loaded depth 3...). Chromium reports dynamic imports
 * without their initiator, so the chain is read from the timing.
 */
interface Request {
  url: string;
  type: string;
  depth: number;
  bytes: number;
  /** Wall-clock milliseconds. */
  sentAt: number;
  finishedAt?: number;
}

const [base = 'http://127.0.0.1:8080', locale = 'es-ES'] = process.argv.slice(2);

const chained = new Set(['Document', 'Script', 'Fetch', 'XHR']);

/** In the page: the wall-clock time the user-name field is first on screen. */
const watchForm = `new MutationObserver((_, observer) => {
  const field = document.querySelector('input[autocomplete="username"]');
  if (!field || field.getBoundingClientRect().height === 0) return;
  observer.disconnect();
  window.formShownAt = performance.timeOrigin + performance.now();
}).observe(document, { childList: true, subtree: true });`;

const watchRequests = async (client: CDPSession) => {
  const requests = new Map<string, Request>();
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  client.on('Network.requestWillBeSent', ({ requestId, request, timestamp, wallTime, type = 'Other' }) => {
    const before = [...requests.values()].filter(
      (earlier) => chained.has(earlier.type) && earlier.finishedAt !== undefined && earlier.finishedAt <= timestamp,
    );
    const depth = 1 + Math.max(type === 'Document' ? 0 : 1, ...before.map((earlier) => earlier.depth));
    requests.set(requestId, { url: request.url, type, depth, bytes: 0, sentAt: wallTime * 1000 });
  });
  client.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { bytes: encodedDataLength, finishedAt: timestamp });
  });
  return requests;
};

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext({ locale });
  await context.addInitScript({ content: watchForm });
  const page = await context.newPage();
  const requests = await watchRequests(await context.newCDPSession(page));
  await page.goto(base);
  await page.locator('input[autocomplete="username"]').waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => 'formShownAt' in window);
  const [formShownAt, timeOrigin] = await page.evaluate(() => [
    (window as unknown as { formShownAt: number }).formShownAt,
    performance.timeOrigin,
  ]);
  const shownAfter = Math.round(formShownAt - timeOrigin);
  await page.waitForLoadState('networkidle');
  const all = [...requests.values()].filter((request) => request.bytes > 0);
  const loaded = all.filter((request) => request.sentAt <= formShownAt);
  const after = all.filter((request) => request.sentAt > formShownAt);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const total = loaded.reduce((sum, request) => sum + request.bytes, 0);
  const scripts = loaded.filter((request) => request.type === 'Script');
  console.log(`${base} (${locale}): login form after ${shownAfter} ms`);
  for (const request of loaded)
    console.log(
      `  depth ${request.depth}  ${kib(request.bytes).padStart(10)}  ${request.type.padEnd(10)} ${request.url}`,
    );
  console.log(
    `until the form: ${kib(total)} in ${loaded.length} requests; scripts ${kib(scripts.reduce((s, r) => s + r.bytes, 0))} in ${scripts.length}; chain depth ${Math.max(...loaded.map((r) => r.depth))}`,
  );
  const afterBytes = after.reduce((sum, request) => sum + request.bytes, 0);
  console.log(`fetched ahead once the form is shown: ${kib(afterBytes)} in ${after.length} requests`);
  await context.close();
} finally {
  await browser.close();
}
