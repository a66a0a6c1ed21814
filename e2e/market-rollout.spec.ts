import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openVersion, pick, promotePilot, uploadPilot } from './marketSteps';
import { apiAs, type Json } from './sandboxApi';

/** The market's own journey: a new APK piloted on two terminals, promoted, rolled out in two waves, and its traces. */

const TERMINALS = '/terminal/api/v1/Terminal';

/** Charged, connected terminals whose download goes through at the first attempt (resources/fleetInstalls/outcome.ts). */
const sureToInstall = (terminal: Json) =>
  Number(terminal.batteryLevel) >= 40 &&
  Date.parse(String(terminal.lastConnectionDate)) > Date.now() - 300_000 &&
  (Number(terminal.id) * 7_919 + 104_729) % 100 >= 8;

/** The model with the fewest terminals online now (at least six: two waves of three), and two pilots of other models. */
const fleetOfJourney = async (api: Awaited<ReturnType<typeof apiAs>>) => {
  const online = await api.list(TERMINALS, { deleted: false, online: true }, 5000);
  const counts = new Map<number, number>();
  online.forEach((terminal) => counts.set(Number(terminal.modelId), (counts.get(Number(terminal.modelId)) ?? 0) + 1));
  const [modelId] = [...counts].filter(([, total]) => total >= 6).sort((a, b) => a[1] - b[1])[0];
  const pilots = online
    .filter((terminal) => Number(terminal.modelId) !== modelId && sureToInstall(terminal))
    .slice(0, 2);
  return { model: String((await api.get(`${TERMINALS}Model/${modelId}`)).name), pilots };
};

const figure = async (page: Page) => {
  await page.goto('/dashboards/product');
  const installs = page.getByTestId('board-figure-installs');
  await expect(installs).toHaveText(/\d/);
  return Number((await installs.textContent())?.replace(/\D/g, ''));
};

test('a new APK is piloted on two terminals, promoted, rolled out to a model in two waves, and shows on terminals, coverage, dashboard and register', async ({
  page,
  request,
  signIn,
}) => {
  // Three rounds of terminal answers (about 2 s each) and a dozen screens: about 27 s beside another worker.
  test.setTimeout(60_000);
  // Not the app the fleet install journeys use: their installs would replace this version on shared terminals.
  const { api, app } = await openVersion(request, { last: true });
  const { model, pilots } = await fleetOfJourney(api);
  const serials = pilots.map((terminal) => String(terminal.serialNumber));
  await signIn('admin', '/dashboards/product');
  const installsBefore = await figure(page);

  await page.goto(`/appmanagement/${String(app.id)}`);
  const row = await uploadPilot(page, '9.8.7', serials);
  await row.getByRole('link', { name: 'Instalar en terminales' }).click();
  await expect(page).toHaveURL(/\/fleet-install\?kind=appVersion&id=\d+$/);
  const versionId = new URL(page.url()).searchParams.get('id') ?? '';
  await page.getByRole('radio', { name: 'Lista o CSV de números de serie' }).check();
  await page.getByRole('textbox', { name: 'Números de serie' }).fill(serials.join('\n'));
  await page.getByRole('button', { name: 'Ver impacto' }).click();
  await expect(page.getByRole('region', { name: 'Impacto' }).getByText('Se enviará a 2 terminales.')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('status')).toContainText(/\b2 hechos, 0 fallidos, 0 pendientes/);

  for (const pilot of pilots) {
    await page.goto(`/Terminal/${String(pilot.id)}/show/apps`);
    // The installed software (its package shows there, not in the history of installs below it).
    const installed = page.getByRole('row').filter({ hasText: String(app.packageName) });
    await expect(installed.filter({ hasText: '9.8.7' })).toBeVisible();
  }

  await page.goto(`/appmanagement/${String(app.id)}`);
  await page.getByRole('tab', { name: 'Versiones' }).click();
  await promotePilot(page, '9.8.7');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  await row.getByRole('link', { name: 'Instalar en terminales' }).click();
  await pick(page, 'Modelos', [model]);
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'En línea' }).click();
  await page.getByRole('checkbox', { name: 'Despliegue por oleadas' }).check();
  await page.getByRole('spinbutton', { name: 'Tamaño de cada oleada' }).fill('50');
  await page.getByRole('combobox', { name: 'Unidad' }).click();
  await page.getByRole('option', { name: '%' }).click();
  await page.getByRole('spinbutton', { name: 'Detener si fallan más del (%)' }).fill('100');
  await page.getByRole('button', { name: 'Ver impacto' }).click();
  await expect(page.getByText(/^Oleadas: \d+ · \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Terminado', { exact: true })).toBeVisible();
  const done = Number(/(\d+) hechos/.exec((await page.getByRole('status').textContent()) ?? '')?.[1]);
  expect(done).toBeGreaterThan(0);

  // Coverage: the version now runs on its two pilots and every terminal the rollout reached.
  await page.goto(`/appmanagement/${String(app.id)}`);
  await page.getByRole('tab', { name: 'Versiones' }).click();
  await expect(row.getByRole('cell').nth(3)).toHaveText(String(2 + done));
  expect(await figure(page)).toBeGreaterThan(installsBefore);

  const register = (filter: Json) =>
    page.goto(`/ActivityRegister?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await register({ objectType: 'appVersions', q: versionId });
  const entries = page.getByRole('row').filter({ has: page.getByRole('cell', { name: versionId, exact: true }) });
  await expect(entries.filter({ hasText: 'Creación' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Modificación' }).first()).toBeVisible();
  await register({ action: 'INSTALL', userName: 'admin' });
  await expect(page.getByRole('row').filter({ hasText: 'Instalación' }).nth(1)).toBeVisible();
});
