import { expect, test } from './fixtures';
import { openVersion, pick } from './marketSteps';
import type { apiAs, Json } from './sandboxApi';

/** Journeys of installs at fleet scale: by filter with its impact, states and retry; a staged rollout. */

const TERMINALS = '/terminal/api/v1/Terminal';

/** The brand whose non-deleted terminals are nearest to `wanted` in number, its name and that number. */
const brandNear = async (api: Awaited<ReturnType<typeof apiAs>>, wanted: number) => {
  const terminals = await api.list(TERMINALS, { deleted: false }, 5000);
  const counts = new Map<number, number>();
  terminals.forEach((terminal) =>
    counts.set(Number(terminal.brandId), (counts.get(Number(terminal.brandId)) ?? 0) + 1),
  );
  const [brandId, total] = [...counts].sort((a, b) => Math.abs(a[1] - wanted) - Math.abs(b[1] - wanted))[0];
  return { name: String((await api.get(`${TERMINALS}Brand/${brandId}`)).name), total };
};

/**
 * A model whose first ten terminals (by id: the first wave) include at least two online ones under
 * 20 % battery, which refuse the install (offline ones would wait for their next connection).
 */
const modelWithWeakFirstWave = async (api: Awaited<ReturnType<typeof apiAs>>) => {
  const terminals = await api.list(TERMINALS, { deleted: false }, 5000);
  const weak = (terminal: Json) =>
    Date.parse(String(terminal.lastConnectionDate)) > Date.now() - 540_000 && Number(terminal.batteryLevel) < 20;
  const modelIds = [...new Set(terminals.map((terminal) => Number(terminal.modelId)))].sort((a, b) => a - b);
  const modelId = modelIds.find(
    (id) =>
      terminals
        .filter((terminal) => Number(terminal.modelId) === id)
        .slice(0, 10)
        .filter(weak).length >= 2,
  );
  if (modelId === undefined) throw new Error('no model has weak terminals in its first wave');
  return String((await api.get(`${TERMINALS}Model/${modelId}`)).name);
};

/**
 * An offline, charged terminal whose download goes through at the first attempt (the draw of
 * resources/fleetInstalls/outcome.ts), far from coming back by itself within the journey.
 */
const offlineTerminal = async (api: Awaited<ReturnType<typeof apiAs>>) => {
  const terminals = await api.list(TERMINALS, { deleted: false, online: false }, 500);
  const found = terminals.find(
    (terminal) =>
      Number(terminal.batteryLevel) >= 40 &&
      Date.parse(String(terminal.lastConnectionDate)) < Date.now() - 3_600_000 &&
      (Number(terminal.id) * 7_919 + 104_729) % 100 >= 8,
  );
  if (!found) throw new Error('no offline terminal');
  return found;
};

test.describe('installs at fleet scale', () => {
  test('installs to about 200 terminals of a brand chosen by filter, previews the offline ones, follows each terminal and retries the failed', async ({
    page,
    request,
    signIn,
  }) => {
    // Two rounds of terminal answers (up to 15 s each) on top of the journey itself.
    test.setTimeout(60_000);
    const { api, version, app } = await openVersion(request);
    const brand = await brandNear(api, 200);
    await signIn('admin', `/appmanagement/${String(app.id)}`);
    await page.getByRole('tab', { name: 'Versiones' }).click();
    const row = page
      .getByRole('row')
      .filter({ hasText: String(version.versionName) })
      .first();
    await row.getByRole('link', { name: 'Instalar en terminales' }).click();
    await expect(page).toHaveURL(new RegExp(`/fleet-install\\?kind=appVersion&id=${String(version.id)}$`));

    await pick(page, 'Marcas', [brand.name]);
    await page.getByRole('button', { name: 'Ver impacto' }).click();
    const impact = page.getByRole('region', { name: 'Impacto' });
    await expect(impact.getByText(`Se enviará a ${brand.total} terminales.`)).toBeVisible();
    await expect(impact.getByText(/^\d+ sin conexión ahora/)).toBeVisible();

    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/fleet-install\/\d+$/);
    const status = page.getByRole('status');
    // A regular expression: Playwright trims a leading space from a text, and '90 pendientes' would match.
    const settled = /\b0 pendientes y 0 en cola/;
    await expect(status).toContainText(`de ${brand.total}.`);
    // Terminals answer over a few seconds: a few downloads fail; offline ones wait for their next connection.
    await expect(status).toContainText(settled, { timeout: 15_000 });
    const failed = Number(/(\d+) fallidos/.exec((await status.textContent()) ?? '')?.[1]);
    const waiting = Number(/(\d+) esperan a que su terminal se conecte/.exec((await status.textContent()) ?? '')?.[1]);
    expect(failed).toBeGreaterThan(0);
    expect(waiting).toBeGreaterThan(0);
    await expect(page.getByRole('tab', { name: `Esperando al terminal (${waiting})` })).toBeVisible();
    await page.getByRole('tab', { name: /^Fallido/ }).click();
    await expect(
      page.getByRole('table', { name: 'Estado de la instalación' }).getByText('Falló la descarga').first(),
    ).toBeVisible();

    await page.getByRole('button', { name: `Reenviar fallidos y en espera (${failed + waiting})` }).click();
    await expect(status).toContainText(settled, { timeout: 15_000 });
    // The download failures went through on the second attempt; offline terminals still wait.
    const failedNow = async () => Number(/(\d+) fallidos/.exec((await status.textContent()) ?? '')?.[1]);
    await expect.poll(failedNow, { timeout: 15_000 }).toBeLessThan(failed);
  });

  test('a staged rollout stops when a wave fails above the threshold the user set', async ({
    page,
    request,
    signIn,
  }) => {
    const { api, version } = await openVersion(request);
    const name = await modelWithWeakFirstWave(api);
    await signIn('admin', `/fleet-install?kind=appVersion&id=${String(version.id)}`);
    await pick(page, 'Modelos', [name]);
    await page.getByRole('checkbox', { name: 'Despliegue por oleadas' }).check();
    await page.getByRole('spinbutton', { name: 'Tamaño de cada oleada' }).fill('10');
    await page.getByRole('combobox', { name: 'Unidad' }).click();
    await page.getByRole('option', { name: 'terminales' }).click();
    await page.getByRole('spinbutton', { name: 'Detener si fallan más del (%)' }).fill('5');
    await page.getByRole('button', { name: 'Ver impacto' }).click();
    await expect(page.getByText(/^Oleadas: 10 · 10 · /)).toBeVisible();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Despliegue detenido en la oleada 1' })).toBeVisible({
      timeout: 15_000,
    });
    // The second wave was never sent: its ten terminals are still queued.
    const second = page.getByRole('table', { name: 'Oleadas' }).getByRole('row').nth(2);
    await expect(second.getByRole('cell').nth(5)).toHaveText('10');
    await expect(page.getByText('Detenido', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar el despliegue' })).toBeVisible();
  });

  test('an install to an offline terminal chosen in the terminal list waits, the terminal connects, the install completes', async ({
    page,
    request,
    signIn,
  }) => {
    const { api, version, app } = await openVersion(request);
    const terminal = await offlineTerminal(api);
    const serial = String(terminal.serialNumber);
    await signIn('admin', `/Terminal?filter=${encodeURIComponent(JSON.stringify({ q: serial }))}`);
    await page.getByRole('checkbox', { name: `Seleccionar ${serial}` }).check();
    await page.getByRole('button', { name: 'Instalar o enviar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Instalar, desinstalar o enviar parámetros' });
    await dialog.getByRole('combobox', { name: 'Aplicación' }).fill(String(app.name));
    await page.getByRole('option', { name: String(app.name), exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Versión' }).click();
    await page.getByRole('option', { name: String(version.versionName), exact: true }).click();
    await dialog.getByRole('button', { name: 'Ver el impacto' }).click();

    await expect(page.getByRole('radio', { name: 'El terminal elegido en la lista' })).toBeChecked();
    await page.getByRole('button', { name: 'Ver impacto' }).click();
    await expect(page.getByRole('region', { name: 'Impacto' }).getByText(/^1 sin conexión ahora/)).toBeVisible();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/fleet-install\/\d+$/);
    const states = page.url();
    const status = page.getByRole('status');
    await expect(status).toContainText('1 esperan a que su terminal se conecte');
    await expect(status).toContainText(/\b0 hechos/);

    // The terminal connects: asked for its status, it answers and reports in.
    await page.goto(`/Terminal/${String(terminal.id)}/show`);
    await page.getByRole('button', { name: 'Acciones' }).click();
    await page.getByRole('menuitem', { name: 'Solicitar estado' }).click();
    await page.getByRole('tab', { name: 'Historial' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Solicitar estado' }).first()).toContainText('Completada');

    await page.goto(states);
    await expect(page.getByRole('status')).toContainText(/\b1 hechos, 0 fallidos, 0 pendientes/);
    await expect(page.getByText('Terminado', { exact: true })).toBeVisible();
  });
});
