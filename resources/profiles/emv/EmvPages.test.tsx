import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileEmvDataProvider } from '../../../dataProviders/profiles/emvMethods';
import type { World } from '../../../fixtures/world';
import { authenticatorCode } from '../../../fixtures/authenticator';
import { personas } from '../../../fixtures/personas';
import { createMemoryIdentity } from '../../../dataProviders/memoryIdentity';
import { mapServiceError } from '../../../dataProviders/responseErrors';
import { freshWorld, renderConsole } from '../../../src/testing/renderConsole';
import { caKeyHash } from './caKeyHash';

const inEntity9 = <T extends { entityId?: number }>(rows: readonly T[]) => rows.filter((row) => row.entityId === 9);
/** Two terminals of entity 9 a push reaches (not deactivated, not PIN pads). */
const pushable = (world: World) => {
  const pinPads = new Set(world.models.filter((m) => m.deviceType === 'PIN_PAD').map((m) => m.id));
  return inEntity9(world.terminals).filter((t) => !t.deleted && !pinPads.has(Number(t.modelId)));
};
const modulus = `C1${'5A'.repeat(174)}B3`;
const goodKey = { rid: 'A000000025', index: 'C8', modulus, exponent: '03' };

/** Another persona's token, for a proposal the signed-in user did not make. */
const tokenOf = async (userName: string) => {
  const persona = personas.find((candidate) => candidate.userName === userName);
  if (!persona) throw new Error(`no persona ${userName}`);
  const identity = createMemoryIdentity(mapServiceError, { token: () => null });
  const totpCode = persona.totpSecret ? authenticatorCode(persona.totpSecret) : undefined;
  return (await identity.passwordGrant({ userName, password: persona.password, entityId: 9, totpCode })).access_token;
};

describe('EMV pages (fakerest)', () => {
  it('the certificates view lists every key of every profile, expired and expiring first', async () => {
    const probe = await renderConsole({ route: '/Profiles/Certificates' });
    const table = await screen.findByRole(
      'table',
      { name: 'Certificados CA de todos los perfiles' },
      { timeout: 15_000 },
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(inEntity9(probe.world.profiles).length * 4);
    expect(within(rows[0]).getByText(/Caducada/)).toBeTruthy();
    const states = rows.map((row) =>
      /Caducada/.test(row.textContent ?? '') ? 0 : /Caduca pronto/.test(row.textContent ?? '') ? 1 : 2,
    );
    expect(states).toEqual([...states].sort());
    expect(screen.getByText(/caducadas, \d+ caducan en 90 días/)).toBeTruthy();
  }, 40_000);

  it('refuses a CA key whose hash does not match, takes the right one and proposes the change', async () => {
    const profile = inEntity9(freshWorld().profiles)[0];
    const { user } = await renderConsole({ route: `/Profiles/Emv?profile=${profile.id}` });
    const keys = await screen.findByRole('region', { name: 'Claves públicas CA' }, { timeout: 15_000 });
    await user.click(within(keys).getByRole('button', { name: 'Añadir' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('RID'), goodKey.rid);
    await user.type(within(dialog).getByLabelText('Índice'), goodKey.index);
    await user.click(within(dialog).getByLabelText('Exponente'));
    await user.click(await screen.findByRole('option', { name: '03' }));
    await user.click(within(dialog).getByLabelText('Módulo'));
    await user.paste(goodKey.modulus);
    await user.type(within(dialog).getByLabelText('Caducidad'), '2031-12-31');
    await user.click(within(dialog).getByLabelText('Hash'));
    await user.paste('0'.repeat(40));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('El hash no coincide con el SHA-1 de RID, índice, módulo y exponente.'),
    ).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Hash'));
    await user.paste(caKeyHash(goodKey));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(keys).getByText('A000000025')).toBeTruthy();
    await user.click(within(keys).getByRole('button', { name: 'Proponer cambio' }));
    expect(await within(keys).findByText(/Cambio propuesto/)).toBeTruthy();
    expect(await screen.findByText('Hay 1 cambio pendiente de aprobación en este perfil.')).toBeTruthy();
  }, 60_000);

  it('shows a proposal diff; the proposer may not decide it, another approver applies it', async () => {
    const { user, dataProvider, world } = await renderConsole({ route: '/Profiles/Proposals' });
    const provider = dataProvider as unknown as ProfileEmvDataProvider;
    const profile = inEntity9(world.profiles)[0];
    const { data: config } = await provider.emvConfiguration({ profileId: Number(profile.id) });
    const changed = [{ ...config.applications[0], tacOnline: 'DC4004F801' }, ...config.applications.slice(1)];
    const signedIn = localStorage.getItem('Token');
    localStorage.setItem('Token', await tokenOf('twofa'));
    await provider.proposeEmvChange({
      profileId: Number(profile.id),
      section: 'EMV_APPLICATIONS',
      items: changed,
    });
    localStorage.setItem('Token', String(signedIn));
    const own = config.caKeys.slice(1);
    await provider.proposeEmvChange({
      profileId: Number(profile.id),
      section: 'CA_KEYS',
      items: own,
    });
    await user.click(await screen.findByRole('tab', { name: 'Historial' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('tab', { name: 'Pendientes' }));
    const mine = await screen.findByRole('article', { name: `${profile.name} #2` });
    expect(within(mine).getByText('Es su propuesta: otra persona debe aprobarla.')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Aprobar y aplicar' })).toBeNull();
    const card = screen.getByRole('article', { name: `${profile.name} #1` });
    expect(within(card).getByText(/Propuesto por twofa/)).toBeTruthy();
    expect(within(card).getByText('DC4004F800')).toBeTruthy();
    expect(within(card).getByText('DC4004F801')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Aprobar y aplicar' }));
    expect(await screen.findByText('Cambio aprobado y aplicado.')).toBeTruthy();
    const { data: after } = await provider.emvConfiguration({ profileId: Number(profile.id) });
    expect(after.applications[0].tacOnline).toBe('DC4004F801');
  }, 40_000);

  it('pushes parameters to listed terminals, follows each, retries the failed one and cancels the waiting one', async () => {
    const { user, world } = await renderConsole({
      route: '/ParameterUpdate',
      prepare: (seeded) => {
        const [low, high, away] = pushable(seeded);
        low.batteryLevel = 5;
        high.batteryLevel = 90;
        low.lastConnectionDate = high.lastConnectionDate = new Date().toISOString();
        away.lastConnectionDate = new Date(Date.now() - 86_400_000).toISOString();
      },
    });
    const [low, high, away] = pushable(world);
    await user.click(await screen.findByRole('radio', { name: 'Lista de terminales' }, { timeout: 15_000 }));
    await user.click(screen.getByLabelText('Números de serie'));
    await user.paste(`${low.serialNumber}\n${high.serialNumber}\n${away.serialNumber}\nNOEXISTE01`);
    await user.click(screen.getByRole('button', { name: 'Ver impacto' }));
    expect(await screen.findByText('Números de serie desconocidos: NOEXISTE01.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar parámetros' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await screen.findByRole('button', { name: 'Reintentar fallidos (1)' }, { timeout: 10_000 });
    const table = screen.getByRole('table', { name: 'Actualizar parámetros' });
    expect(within(table).getByText('Batería baja')).toBeTruthy();
    expect(within(table).getByText('Hecho')).toBeTruthy();
    // The offline terminal's push waits for its next connection instead of being done.
    expect(within(table).getByText('Esperando al terminal')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar los que esperan (1)' }));
    expect(await within(table).findByText('Cancelado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar fallidos (2)' }));
    expect(await within(table).findByText('Pendiente')).toBeTruthy();
    expect(await within(table).findByText('Batería baja', {}, { timeout: 10_000 })).toBeTruthy();
  }, 60_000);
});
