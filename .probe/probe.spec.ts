import { test } from '../e2e/fixtures';
test('operations', async ({ page, signIn }) => {
  const filter = encodeURIComponent(JSON.stringify({ status: 'CLOSED', date_gte: '2026-11-01' }));
  await signIn('admin', `/operations?filter=${filter}`);
  await page.getByText('Totales del filtro').waitFor({ timeout: 30_000 });
  await page.locator('[data-figure="net"]').waitFor({ timeout: 30_000 });
  await page.screenshot({ path: '/work/screens/partners/operations.png', fullPage: true });
  await page.goto('/dashboards/transactions');
  await page.getByText('Total neto').waitFor({ timeout: 30_000 });
  await page.screenshot({ path: '/work/screens/partners/transactions.png', fullPage: true });
  await page.goto('/reports/1/show');
  await page.getByRole('button', { name: 'Descargar' }).waitFor({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar' }).click()]);
  console.log('download', download.suggestedFilename());
  await page.screenshot({ path: '/work/screens/partners/artemis-report.png', fullPage: true });
  await page.goto('/group/1');
  await page.getByRole('button', { name: 'Copiar grupo' }).waitFor({ timeout: 30_000 });
  await page.screenshot({ path: '/work/screens/partners/group-edit.png', fullPage: true });
});
