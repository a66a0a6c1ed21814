import { createHash, generateKeyPairSync } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { adminApi, userWith } from './profilesApi';
import { storedSessionOf, type Credentials } from './sandboxSession';

type Json = Record<string, unknown>;

/** Connected within the last nine minutes (the online window is ten): a push to it goes at once. */
const online = (terminal: Json) => Date.parse(String(terminal.lastConnectionDate)) > Date.now() - 540_000;

/** A real RSA CA key (1408 bits, exponent 3) and its EMV Book 2 check sum, from node's crypto. */
const realCaKey = () => {
  const jwk = generateKeyPairSync('rsa', { modulusLength: 1408, publicExponent: 3 }).publicKey.export({
    format: 'jwk',
  });
  const modulus = Buffer.from(String(jwk.n), 'base64url').toString('hex').toUpperCase();
  const parts = { rid: 'A000000025', index: 'C8', modulus, exponent: '03' };
  const hash = createHash('sha1').update(Buffer.from(parts.rid + parts.index + modulus + parts.exponent, 'hex'));
  return { ...parts, hash: hash.digest('hex').toUpperCase() };
};

// Generated once, when the spec loads: key generation is slow on a busy machine.
const key = realCaKey();

/** Another person in a browser of their own, signed in as `who`. */
const openAs = async (browser: Browser, request: APIRequestContext, who: string | Credentials, path: string) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const stored = await storedSessionOf(request, who, 9);
  await context.addInitScript((values: Record<string, string>) => {
    if (sessionStorage.getItem('e2e.seeded')) return;
    sessionStorage.setItem('e2e.seeded', 'true');
    Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value));
  }, stored);
  const page = await context.newPage();
  await page.goto(path);
  return page;
};

const firstProfileId = async (page: Page) =>
  (await (await adminApi(page.request)).list('/terminal/api/v1/Profile', 1))[0].id;

test.describe('EMV configuration, four eyes and parameter push', () => {
  test('a CA key with a wrong hash is refused, the right one is taken and proposed', async ({ page, signIn }) => {
    await signIn('admin', `/Profiles/Emv?profile=${await firstProfileId(page)}`);
    const keys = page.getByRole('region', { name: 'Claves públicas CA' });
    await expect(keys.getByRole('cell', { name: 'A000000003', exact: true }).first()).toBeVisible();
    await expectAccessible(page, '/Profiles/Emv');
    await keys.getByRole('button', { name: 'Añadir' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('RID').fill(key.rid);
    await dialog.getByLabel('Índice').fill(key.index);
    await dialog.getByLabel('Exponente').click();
    await page.getByRole('option', { name: '03', exact: true }).click();
    await dialog.getByLabel('Módulo').fill(key.modulus);
    await dialog.getByLabel('Caducidad').fill('2031-12-31');
    const wrong = `${key.hash.slice(0, 39)}${key.hash.endsWith('0') ? '1' : '0'}`;
    await dialog.getByLabel('Hash').fill(wrong);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      dialog.getByText('El hash no coincide con el SHA-1 de RID, índice, módulo y exponente.'),
    ).toBeVisible();
    await dialog.getByLabel('Hash').fill(key.hash);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(keys.getByRole('cell', { name: key.rid, exact: true })).toBeVisible();
    await keys.getByRole('button', { name: 'Proponer cambio' }).click();
    await expect(keys.getByText(/Cambio propuesto/)).toBeVisible();
    await expect(page.getByText('Hay 1 cambio pendiente de aprobación en este perfil.')).toBeVisible();
  });

  test('an EMV change proposed by one user is approved by another and applied', async ({ page, browser, signIn }) => {
    const api = await adminApi(page.request);
    const proposer = await userWith(page.request, ['PROFILE_CONFIGURATION_WRITE_AND_READ']);
    const profiles = await api.list('/terminal/api/v1/Profile', 2);
    const profile = profiles[1];
    await signIn(proposer, `/Profiles/Emv?profile=${profile.id}`);
    const apps = page.getByRole('region', { name: 'Aplicaciones EMV' });
    await apps.getByRole('button', { name: 'Editar A0000000031010' }).click();
    await page.getByRole('dialog').getByLabel('TAC en línea').fill('DC4004F8FF');
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await apps.getByRole('button', { name: 'Proponer cambio' }).click();
    await expect(apps.getByText(/Cambio propuesto/)).toBeVisible();
    await expect(apps.getByRole('cell', { name: 'DC4004F800' }).first()).toBeVisible();

    const approver = await openAs(browser, page.request, 'admin', '/Profiles/Proposals');
    const card = approver.getByRole('article').filter({ hasText: `Propuesto por ${proposer.userName}` });
    await expect(card.getByRole('cell', { name: 'DC4004F8FF' })).toBeVisible();
    await expectAccessible(approver, '/Profiles/Proposals');
    await card.getByRole('button', { name: 'Aprobar y aplicar' }).click();
    await expect(approver.getByText('Cambio aprobado y aplicado.')).toBeVisible();
    await approver.getByRole('tab', { name: 'Historial' }).click();
    await expect(card.getByText(/Aprobado por admin/)).toBeVisible();
    // The profile's EMV tab now holds the approved value.
    await card.getByRole('link', { name: String(profile.name) }).click();
    await expect(
      approver.getByRole('region', { name: 'Aplicaciones EMV' }).getByRole('cell', { name: 'DC4004F8FF' }),
    ).toBeVisible();
    await approver.context().close();
  });

  test('a host change proposed by one user is approved by another and applied', async ({ page, browser, signIn }) => {
    const proposer = await userWith(page.request, ['PROFILE_CONFIGURATION_WRITE_AND_READ']);
    const profile = (await (await adminApi(page.request)).list('/terminal/api/v1/Profile', 3))[2];
    const address = `10.${Math.floor(Math.random() * 200) + 20}.7.9`;
    await signIn(proposer, `/Profiles/${profile.id}?tab=hosts`);
    const credit = page.locator('[data-host="CREDIT"]');
    await expect(page.getByText(/^Cuatro ojos: un cambio de hosts/)).toBeVisible();
    await credit.getByLabel('IP 2').fill(address);
    await page.getByRole('button', { name: 'Proponer cambio' }).click();
    await expect(page.getByText(/^Cambio de hosts propuesto/)).toBeVisible();
    const pending = page.getByRole('article').filter({ hasText: `Propuesto por ${proposer.userName}` });
    await expect(pending.getByRole('cell', { name: address })).toBeVisible();
    await expect(pending.getByText('Es su propuesta: otra persona debe aprobarla.')).toBeVisible();
    // Still the value in force: nothing applies before the second person approves.
    await expect(credit.getByLabel('IP 2')).not.toHaveValue(address);

    const approver = await openAs(browser, page.request, 'admin', '/Profiles/Proposals');
    const card = approver.getByRole('article').filter({ hasText: `Propuesto por ${proposer.userName}` });
    await expect(card.getByRole('heading', { name: `${profile.name} · Hosts` })).toBeVisible();
    await expect(card.getByRole('cell', { name: 'Crédito · IP 2' })).toBeVisible();
    await expect(card.getByRole('cell', { name: address })).toBeVisible();
    await card.getByRole('button', { name: 'Aprobar y aplicar' }).click();
    await expect(approver.getByText('Cambio aprobado y aplicado.')).toBeVisible();
    await approver.getByRole('tab', { name: 'Historial' }).click();
    await expect(card.getByText(/Aprobado por admin/)).toBeVisible();
    await card.getByRole('link', { name: String(profile.name) }).click();
    await expect(approver.locator('[data-host="CREDIT"]').getByLabel('IP 2')).toHaveValue(address);
    await approver.context().close();
  });

  test('parameters pushed to a group show each terminal pending, done or failed, and the failed are retried', async ({
    page,
    signIn,
  }) => {
    const api = await adminApi(page.request);
    const terminals = (await api.list('/terminal/api/v1/Terminal', 5000)).filter((t) => t.groupId && !t.deleted);
    const byGroup = new Map<unknown, Json[]>();
    terminals.forEach((t) => byGroup.set(t.groupId, [...(byGroup.get(t.groupId) ?? []), t]));
    // A group with an online terminal far below the 20 % a push needs, and one well above (heartbeats
    // move batteries slowly); its offline members wait for their next connection.
    const [groupId] = [...byGroup.entries()].find(
      ([, members]) =>
        members.some((t) => online(t) && Number(t.batteryLevel) < 12) &&
        members.some((t) => online(t) && Number(t.batteryLevel) > 40),
    ) ?? [undefined];
    expect(groupId).toBeDefined();
    const group = (await api.list('/parameters/api/v1/CommerceGroup', 1000)).find((g) => g.id === groupId) as Json;
    await signIn('admin', '/ParameterUpdate');
    await page.getByRole('combobox', { name: 'Grupo' }).fill(String(group.name));
    await page.getByRole('option', { name: String(group.name) }).click();
    await page.getByRole('button', { name: 'Ver impacto' }).click();
    await expect(page.getByText(/^Se enviará a \d+ terminal/)).toBeVisible();
    await page.getByRole('button', { name: 'Enviar parámetros' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    const table = page.getByRole('table', { name: 'Actualizar parámetros' });
    await expect(table.getByText('Pendiente').first()).toBeVisible();
    const retry = page.getByRole('button', { name: /^Reintentar fallidos \(\d+\)$/ });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    await expect(table.getByText('Hecho').first()).toBeVisible();
    await expect(table.getByText('Batería baja').first()).toBeVisible();
    await retry.click();
    await expect(table.getByText('Pendiente').first()).toBeVisible();
    await expect(page.getByText(/, 0 pendientes de \d+\./)).toBeVisible({ timeout: 15_000 });
  });

  test('terminals sent their initialization parameters: impact first, then each one pending, done or failed, failed retried', async ({
    page,
    signIn,
  }) => {
    const live = (await (await adminApi(page.request)).list('/terminal/api/v1/Terminal', 5000)).filter(
      (t) => !t.deleted && online(t),
    );
    // Low batteries fail the push (heartbeats move batteries slowly); charged ones take it.
    const low = live.filter((t) => Number(t.batteryLevel) < 12).slice(0, 3);
    const charged = live.filter((t) => Number(t.batteryLevel) > 40).slice(0, 2);
    expect(low.length).toBeGreaterThan(0);
    const serials = [...low, ...charged].map((t) => String(t.serialNumber));
    await signIn('admin', '/Terminal/Refresh');
    await page.getByLabel('Números de serie').fill([...serials, 'VRF999999998'].join('\n'));
    await page.getByRole('button', { name: 'Ver impacto' }).click();
    await expect(page.getByText(/^Se enviará a \d+ terminal/)).toBeVisible();
    await expect(page.getByText('Números de serie desconocidos: VRF999999998.')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar parámetros' }).click();
    // The spec's call for it, not the parameter update's.
    const initialization = page.waitForRequest((request) =>
      request.url().endsWith('/terminal/api/v1/Terminal/initialization-parameters'),
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    expect((await initialization).postDataJSON()).toEqual({ serialNumbers: [...serials, 'VRF999999998'] });
    const table = page.getByRole('table', { name: 'Parámetros de inicialización' });
    await expect(table.getByText('Pendiente').first()).toBeVisible();
    const retry = page.getByRole('button', { name: /^Reintentar fallidos \(\d+\)$/ });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    await expect(table.getByText('Hecho').first()).toBeVisible();
    await expect(table.getByText('Batería baja').first()).toBeVisible();
    await retry.click();
    await expect(table.getByText('Pendiente').first()).toBeVisible();
    await expect(page.getByText(/, 0 pendientes de \d+\./)).toBeVisible({ timeout: 15_000 });
  });
});
