import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openInApp } from './openInApp';
import { userWith } from './profilesApi';
import { tokensOf } from './sandboxSession';

/** Journeys of the profile parameters: a new profile configured until active; a JSON round trip. */

/** A profile created on the sandbox as the create page would, so the journey starts on its parameters. */
const createProfile = async (page: Page, name: string) => {
  const token = await page.evaluate(() => localStorage.getItem('Token'));
  const created = await page.request.post('/terminal/api/v1/Profile', {
    headers: { Authorization: `Bearer ${token}`, 'entity-id': '9' },
    data: { name, description: null },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { id: number }).id;
};

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
};

test.describe('profile parameters', () => {
  test('configures a new profile tab by tab until it turns active', async ({ page, signIn }) => {
    await signIn('admin', '/Profiles');
    const id = await createProfile(page, 'Perfil e2e nuevo');
    const status = page.getByRole('status').filter({ hasText: 'Perfil' });
    await openInApp(page, `/Profiles/${id}?tab=hosts`, status);
    await expect(status).toContainText('Perfil inactivo');
    await expect(status).toContainText('Crédito · IP 1');
    const save = () => page.getByRole('button', { name: 'Guardar' }).click();

    const credit = page.locator('[data-host="CREDIT"]');
    await credit.getByLabel('IP 1').fill('10.0.0.30');
    await credit.getByLabel('Puerto 1').fill('5000');
    await credit.getByLabel('NII').fill('003');
    await credit.getByLabel('TPDU').fill('6000030000');
    await page.getByRole('button', { name: 'Proponer cambio' }).click();
    await expect(page.getByText(/^Cambio de hosts propuesto/)).toBeVisible();
    await expect(status).toContainText('Crédito');
    // Host settings apply once another person approves them (four eyes).
    const approver = await userWith(page.request, ['PROFILE_CONFIGURATION_READ', 'PARAMETER_CHANGE_APPROVE']);
    const { access_token } = await tokensOf(page.request, approver, 9);
    const [proposal] = (await (
      await page.request.get(`/terminal/api/v1/ParameterChangeProposal?status=PENDING&profileId=${id}`, {
        headers: { Authorization: `Bearer ${access_token}`, 'entity-id': '9' },
      })
    ).json()) as { id: number }[];
    const approved = await page.request.post(`/terminal/api/v1/ParameterChangeProposal/${proposal.id}/approve`, {
      headers: { Authorization: `Bearer ${access_token}`, 'entity-id': '9' },
      data: {},
    });
    expect(approved.ok()).toBe(true);

    await openTab(page, 'Comunicación');
    await page.reload();
    await expect(status).not.toContainText('Crédito');
    await page.getByLabel('Tiempo de espera de transacción (s)').fill('60');
    await save();
    await expect(status).toContainText('Faltan parámetros obligatorios: Contraseña de administrador.');

    await openTab(page, 'Claves y contraseñas');
    await page.getByLabel('Contraseña de administrador').fill('2468');
    await save();
    await expect(status).toContainText('Perfil activo: todos los parámetros obligatorios están configurados.');
    await expect(page.getByText('Configurada. Déjela vacía para conservarla.')).toBeVisible();
  });

  test('exports a profile as JSON, and an import of it with one value changed previews exactly that change', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', '/Profiles/1?tab=transfer');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar JSON' }).click(),
    ]);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      parameters: Record<string, unknown>;
    };
    expect(exported.parameters).toMatchObject({ CONNECTION_TIMEOUT: 30 });
    expect(exported.parameters).not.toHaveProperty('ADMIN_PASSWORD');
    const edited = { ...exported, parameters: { ...exported.parameters, CONNECTION_TIMEOUT: 45 } };
    await page.getByTestId('parameter-file').setInputFiles({
      name: 'perfil.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(edited)),
    });
    const changes = page.locator('.import-preview tr[data-change]');
    await expect(changes).toHaveCount(1);
    await expect(changes.first()).toHaveAttribute('data-change', 'changed');
    await expect(changes.first()).toHaveAttribute('data-name', 'CONNECTION_TIMEOUT');
    await expect(changes.first().getByRole('cell')).toHaveText([
      'Cambiado',
      'Tiempo de espera de conexión (s)',
      '30',
      '45',
    ]);
    await page.getByRole('button', { name: 'Importar cambios' }).click();
    await expect(page.getByText('Parámetros importados')).toBeVisible();
  });
});
