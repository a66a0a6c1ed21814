import { expect, test } from './fixtures';
import { apiAs } from './sandboxApi';

const SHOTS = '/work/screens/fleet-installs';

test('screens', async ({ page, request, signIn }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  const api = await apiAs(request, 'admin');
  const versions = await api.list('/app/api/v1/Application/versions', { state: 'ACTIVE' });
  let chosen = versions[0];
  let appId = 0;
  for (const version of versions) {
    const app = await api.get(`/app/api/v1/Application/${String(version.appId)}`);
    if (app.installOnTransaction) { chosen = version; appId = Number(app.id); break; }
  }
  await signIn('admin', `/appmanagement/${appId}`);
  await page.getByRole('tab', { name: 'Versiones' }).click();
  await page.getByRole('table', { name: 'Versiones' }).waitFor();
  await page.screenshot({ path: `${SHOTS}/01-versions-tab.png` });
  await page.goto(`/fleet-install?kind=appVersion&id=${String(chosen.id)}`);
  const picker = page.getByRole('combobox', { name: 'Modelos' });
  for (const name of ['IM30', 'P3', 'N910', 'Saturn1000F2', 'A80']) {
    await picker.fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await page.getByRole('checkbox', { name: 'Despliegue por oleadas' }).check();
  await page.getByRole('button', { name: 'Ver impacto' }).click();
  await page.getByRole('region', { name: 'Impacto' }).waitFor();
  await page.screenshot({ path: `${SHOTS}/02-impact-preview.png`, fullPage: true });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('dialog').screenshot({ path: `${SHOTS}/03-confirm.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('status')).toContainText('de ');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${SHOTS}/04-states-running.png`, fullPage: true });

  await page.goto(`/fleet-install?kind=appVersion&id=${String(versions.find((v) => v.id !== chosen.id)?.id)}`);
  await picker.fill('A920');
  await page.getByRole('option', { name: 'A920', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Despliegue por oleadas' }).check();
  await page.getByRole('spinbutton', { name: 'Tamaño de cada oleada' }).fill('10');
  await page.getByRole('combobox', { name: 'Unidad' }).click();
  await page.getByRole('option', { name: 'terminales' }).click();
  await page.getByRole('spinbutton', { name: 'Detener si fallan más del (%)' }).fill('5');
  await page.getByRole('button', { name: 'Ver impacto' }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('table', { name: 'Oleadas' }).waitFor();
  await page.screenshot({ path: `${SHOTS}/05-rollout-wave1.png`, fullPage: true });
  await expect(page.getByText('Detenido', { exact: true }).or(page.getByText('Terminado', { exact: true }))).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/06-rollout-stopped.png`, fullPage: true });
  await page.getByRole('tab', { name: /^Fallido/ }).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${SHOTS}/07-failed-tab.png`, fullPage: true });
  await page.goto('/package-installation/1/show');
  await page.getByRole('link', { name: 'Instalar en terminales' }).waitFor();
  await page.screenshot({ path: `${SHOTS}/08-bundle-show.png` });
});
