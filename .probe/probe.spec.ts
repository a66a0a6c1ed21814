import { test } from '../e2e/fixtures';
import { storedSessionOf } from '../e2e/sandboxSession';
test('probe', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  const stored = await storedSessionOf(page.request, 'admin', 9);
  await page.addInitScript((values: Record<string, string>) => {
    Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value));
  }, stored);
  await page.goto('/partner/commerce?id=1');
  await page.waitForTimeout(6000);
  console.log(page.url());
  await page.screenshot({ path: '/work/screens/partners/probe.png', fullPage: true });
});
