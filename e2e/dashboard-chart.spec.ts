import { expect, signInThroughForm, test } from './fixtures';

const isChartChunk = (url: string) => /\/assets\/AccessibleBarChart-[\w-]+\.js$/.test(url);

test.describe('dashboard chart', () => {
  test('loads only on the dashboard, takes the keyboard focus and reads each month out', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => isChartChunk(request.url()) && chunks.push(request.url()));
    await page.goto('/');
    await expect(page.getByLabel('Usuario')).toBeVisible();
    expect(chunks).toEqual([]);

    await signInThroughForm(page, 'admin');
    const chart = page.getByRole('img', { name: 'Operaciones por mes' });
    await expect(chart).toBeVisible();
    expect(chunks).toHaveLength(1);
    await page.getByRole('tab', { name: 'Operaciones' }).focus();
    await page.keyboard.press('Tab');
    await expect(chart).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const status = page.getByRole('status').filter({ hasText: /operaci/ });
    // Six months up to the newest with operations: the first bar, then the last, each read out.
    await expect(status).toHaveText(/^\S+ de \d{4}: [\d.]+ operaci(ón|ones), total neto /);
    const first = await status.textContent();
    for (let month = 0; month < 5; month += 1) await page.keyboard.press('ArrowRight');
    await expect(status).not.toHaveText(first ?? '');
    const last = String(await status.textContent());
    expect(last).toMatch(/^\S+ de \d{4}: [\d.]+ operaci(ón|ones), total neto /);
    await expect(page.getByRole('tooltip')).toContainText(last.split(':')[0]);
  });
});
