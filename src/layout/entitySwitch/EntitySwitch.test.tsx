import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authenticatorCode } from '../../../fixtures/authenticator';
import { mapServiceError } from '../../../dataProviders/responseErrors';
import { personas } from '../../../fixtures/personas';
import { renderConsole } from '../../testing/renderConsole';

// The whole console renders in each test, with lazy chunks compiled on first use: allow for it.
configure({ asyncUtilTimeout: 10_000 });

type Rendered = Awaited<ReturnType<typeof renderConsole>>;

const chooseEntity = async ({ user }: Rendered, name: string) => {
  await user.click(await screen.findByRole('button', { name: /^Entidad:/ }));
  const menu = await screen.findByRole('menu', { name: 'Cambiar de entidad' });
  await user.click(within(menu).getByRole('menuitem', { name }));
  return screen.findByRole('dialog', { name: `Cambiar a ${name}` });
};

/** Tests that render a list, switch and render again: the whole console, twice. */
const HEAVY_TEST_MS = 60_000;
const SERVER_CODE = '246810';
const TWOFA_SECRET = personas.find((persona) => persona.userName === 'twofa')?.totpSecret ?? '';

/** The in-memory identity's TOTP check (otplib refuses the persona's 10-byte secret unless told otherwise). */
/** Switches to Banco Ibérico through the 2FA modal: close it once (the digits go), a wrong code, the right one. */
const switchWithTwoFactor = async (rendered: Rendered, password: string, rightCode: string) => {
  const { user } = rendered;
  const askCode = async () => {
    const dialog = await chooseEntity(rendered, 'Banco Ibérico');
    await user.type(within(dialog).getByLabelText('Contraseña'), password);
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar de entidad' }));
    return screen.findByRole('dialog', { name: 'Verificación en dos pasos' });
  };
  // The loading dialog covers the modal while the server answers: wait until it is usable again.
  const boxes = async (dialog: HTMLElement) => (await within(dialog).findAllByRole('textbox')) as HTMLInputElement[];
  const digits = async (dialog: HTMLElement) => (await boxes(dialog)).map((box) => box.value).join('');
  const typeCode = async (dialog: HTMLElement, code: string) => {
    await user.click((await boxes(dialog))[0]);
    await user.keyboard(code);
  };

  let modal = await askCode();
  await typeCode(modal, '123');
  expect(await digits(modal)).toBe('123');
  await user.click(within(modal).getByRole('button', { name: 'Cerrar' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Verificación en dos pasos' })).not.toBeInTheDocument(),
  );
  expect(localStorage.getItem('EntityId')).toBe('9');

  modal = await askCode();
  expect(await digits(modal)).toBe('');

  // The sixth digit sends the code, as on the sign-in page.
  await typeCode(modal, rightCode === '000000' ? '111111' : '000000');
  expect(
    await within(modal).findByText('El código de autenticación de dos factores no es válido.'),
  ).toBeInTheDocument();
  expect(screen.getAllByText('El código de autenticación de dos factores no es válido.')).toHaveLength(1);
  expect(localStorage.getItem('EntityId')).toBe('9');

  await typeCode(modal, rightCode);
  await waitFor(() => expect(localStorage.getItem('EntityId')).toBe('2'));
  await waitFor(() => expect(rendered.location()?.pathname).toBe('/dashboard'));
};

/** The serials the page shows, in one pass over its elements' texts (a text query per serial took seconds). */
const serialsOnScreen = (serials: readonly string[]) => {
  const texts = new Set(Array.from(document.body.querySelectorAll('*'), (element) => element.textContent));
  return serials.filter((serial) => texts.has(serial));
};

describe('entity switch', () => {
  it('asks to confirm the password when it is empty, and changes nothing', async () => {
    const rendered = await renderConsole({ shell: true, as: 'admin' });
    const dialog = await chooseEntity(rendered, 'Banco Ibérico');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Cambiar de entidad' }));
    expect(await within(dialog).findByText('Confirme la contraseña.')).toBeInTheDocument();
    expect(localStorage.getItem('EntityId')).toBe('9');
  });

  it('shows a refused password inline', async () => {
    const rendered = await renderConsole({ shell: true, as: 'admin' });
    const dialog = await chooseEntity(rendered, 'Banco Ibérico');
    await rendered.user.type(within(dialog).getByLabelText('Contraseña'), 'wrong-password');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Cambiar de entidad' }));
    expect(await within(dialog).findByText('El usuario o la contraseña son incorrectos.')).toBeInTheDocument();
    expect(localStorage.getItem('EntityId')).toBe('9');
  });

  it(
    "switches with the password: new session, the dashboard, and only the new entity's data",
    async () => {
      const rendered = await renderConsole({ shell: true, as: 'admin', route: '/Terminal' });
      const { world, user, location } = rendered;
      const terminals = world.terminals as unknown as { serialNumber: string; entityId: number }[];
      const serialsOf = (entityId: number) =>
        terminals.filter((t) => t.entityId === entityId).map((t) => t.serialNumber);
      await waitFor(() => expect(serialsOnScreen(serialsOf(9)).length).toBeGreaterThan(0), { timeout: 40_000 });
      // The list's toolbar comes after its rows: in jsdom its column chooser takes the focus as it mounts.
      await screen.findByRole('button', { name: 'Columnas' }, { timeout: 10_000 });
      const tokenBefore = localStorage.getItem('Token');

      const dialog = await chooseEntity(rendered, 'Banco Ibérico');
      await user.type(within(dialog).getByLabelText('Contraseña'), 'Admin#2026');
      await user.click(within(dialog).getByRole('button', { name: 'Cambiar de entidad' }));

      await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
      expect(localStorage.getItem('EntityId')).toBe('2');
      expect(localStorage.getItem('Token')).not.toBe(tokenBefore);
      expect(await screen.findByRole('button', { name: 'Entidad: Banco Ibérico' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(await screen.findByRole('link', { name: 'Terminales' }));
      await waitFor(() => expect(serialsOnScreen(serialsOf(2)).length).toBeGreaterThan(0));
      expect(serialsOnScreen(serialsOf(9))).toEqual([]);
    },
    HEAVY_TEST_MS,
  );

  it(
    "reloads the menu for the new entity's abilities and configuration",
    async () => {
      const rendered = await renderConsole({ shell: true, as: 'admin' });
      expect(await screen.findByRole('link', { name: 'Subsidios' })).toBeInTheDocument();
      const dialog = await chooseEntity(rendered, 'Adquirente Austral');
      await rendered.user.type(within(dialog).getByLabelText('Contraseña'), 'Admin#2026');
      await rendered.user.click(within(dialog).getByRole('button', { name: 'Cambiar de entidad' }));
      await waitFor(() => expect(localStorage.getItem('EntityId')).toBe('4'));
      expect(await screen.findByRole('link', { name: 'Terminales' })).toBeInTheDocument();
      // Entity 4 (the card acquirer) does not see subsidies; its config turns campaigns off.
      expect(screen.queryByRole('link', { name: 'Subsidios' })).not.toBeInTheDocument();
    },
    HEAVY_TEST_MS,
  );

  it(
    'asks the 2FA code on IS-0014; closing the modal forgets the digits; IS-0015 is an incorrect code',
    async () => {
      const rendered = await renderConsole({ shell: true, as: 'admin' });
      // The identity server of a user with 2FA: no code, IS-0014; a wrong one, IS-0015.
      const grant = rendered.services.identity.passwordGrant;
      rendered.services.identity.passwordGrant = async ({ totpCode, ...rest }) => {
        if (!totpCode) throw mapServiceError(400, { Code: 'IS-0014' }, '');
        if (totpCode !== SERVER_CODE) throw mapServiceError(400, { Code: 'IS-0015' }, '');
        return grant(rest);
      };
      await switchWithTwoFactor(rendered, 'Admin#2026', SERVER_CODE);
    },
    HEAVY_TEST_MS,
  );

  it(
    'switches the twofa persona with its authenticator code',
    async () => {
      const rendered = await renderConsole({ shell: true, as: 'twofa' });
      await switchWithTwoFactor(rendered, 'Twofa#2026', authenticatorCode(TWOFA_SECRET));
    },
    HEAVY_TEST_MS,
  );
});
