import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityClient, TwoFactorQr } from '../../../authProvider/identityClient';
import type { ErrorMapper, HttpResponse } from '../../../dataProviders/httpClient';
import type { World } from '../../../fixtures/world';
import { renderConsole } from '../../testing/renderConsole';

const FIRST = { timeout: 8000 };
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const FIRST_SECRET = 'JBSWY3DPEHPK3PXP';
const NEW_SECRET = 'KRSXG5CTMVRXEZLU';
const GOOD_CODE = '123456';

const ok: HttpResponse = { status: 200, headers: new Headers(), body: '{}', json: {} };

/**
 * Identity's 2FA and cookie calls as the sandbox answers them, in memory: enrolment QR with its
 * pending secret, a code that is right (123456) or wrong (IS-0015), and IS-0019 above 20 days.
 */
const identityStub = (enabledAtStart: boolean) => {
  const state = { enabled: enabledAtStart, secret: FIRST_SECRET };
  const calls = { enable: vi.fn(), disable: vi.fn(), regenerate: vi.fn(), cookie: vi.fn() };
  const qr = (): TwoFactorQr => ({
    uri: `otpauth://totp/Consola:admin?secret=${state.secret}&issuer=Consola`,
    qr: PNG,
    enabled: state.enabled,
  });
  const identity = (mapError: ErrorMapper): Partial<IdentityClient> => {
    const refuse = (Code: string, field: string): never => {
      const body = { Code, Message: Code, Errors: { [field]: Code } };
      throw mapError(400, body, JSON.stringify(body));
    };
    return {
      twoFactorQr: async () => qr(),
      regenerateTwoFactorQr: async () => {
        calls.regenerate();
        state.secret = NEW_SECRET;
        return qr();
      },
      enableTwoFactor: async (code) => {
        calls.enable(code);
        if (code !== GOOD_CODE) return refuse('IS-0015', 'code');
        state.enabled = true;
        return ok;
      },
      disableTwoFactor: async (code) => {
        calls.disable(code);
        if (code !== GOOD_CODE) return refuse('IS-0015', 'code');
        state.enabled = false;
        return ok;
      },
      setCookieTime: async (days) => {
        calls.cookie(days);
        if (days > 20) return refuse('IS-0019', 'days');
        return ok;
      },
    };
  };
  return { identity, calls };
};

/** The admin persona's user record in the world (the in-memory identity signs admin in as user 1). */
const adminRecord = (world: World) => {
  const [first, ...rest] = world.users ?? [];
  world.users = [
    {
      ...first,
      userName: 'admin',
      email: 'ana.admin@marketplace.test',
      cookieExpirationDays: 15,
      twoFactorEnabled: false,
    },
    ...rest,
  ];
};

/** Clears the six boxes (Backspace from the last one) and types a code from the first. */
const typeCode = async (
  user: Awaited<ReturnType<typeof renderConsole>>['user'],
  code: string,
  container: HTMLElement = document.body,
) => {
  const boxes = Array.from(container.querySelectorAll<HTMLInputElement>('input[aria-label^="Código de verificación"]'));
  await user.click(boxes[boxes.length - 1]);
  await user.keyboard('{Backspace>8/}');
  await user.click(boxes[0]);
  await user.keyboard(code);
};

const openProfile = async (enabledAtStart = false) => {
  const stub = identityStub(enabledAtStart);
  const rendered = await renderConsole({ route: '/userInfo', identity: stub.identity, prepare: adminRecord });
  await screen.findByRole('heading', { level: 1, name: 'Mi perfil' }, FIRST);
  // The user record has arrived (its cookie days fill the field).
  await waitFor(() => expect(screen.getByLabelText('Días de expiración de la cookie')).toHaveValue(15));
  return { ...rendered, calls: stub.calls };
};

describe('my profile', () => {
  it("shows the signed-in user's name, user name and e-mail", async () => {
    await openProfile();
    const details = screen.getByText('Datos de la cuenta').closest('.MuiCard-root') as HTMLElement;
    expect(within(details).getByText('Ana Administradora')).toBeInTheDocument();
    expect(within(details).getByText('admin')).toBeInTheDocument();
    expect(await within(details).findByText('ana.admin@marketplace.test')).toBeInTheDocument();
    expect(screen.getByLabelText('Días de expiración de la cookie')).toHaveValue(15);
  });

  it('opens the change of password', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('dialog', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });

  describe('cookie expiration', () => {
    it('accepts only whole days from 1 to 30, before calling', async () => {
      const { user, calls } = await openProfile();
      const field = screen.getByLabelText('Días de expiración de la cookie');
      for (const wrong of ['0', '31', '2.5']) {
        await user.clear(field);
        await user.type(field, wrong);
        await user.click(screen.getByRole('button', { name: 'Guardar' }));
        expect(await screen.findByText('Escriba un número entero de días entre 1 y 30.')).toBeInTheDocument();
        expect(field).toHaveAttribute('aria-invalid', 'true');
      }
      await user.clear(field);
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(screen.getByText('Escriba un número entero de días entre 1 y 30.')).toBeInTheDocument();
      expect(calls.cookie).not.toHaveBeenCalled();

      await user.type(field, '7');
      expect(screen.getByText('Entre 1 y 30 días.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('La sesión durará 7 días.')).toBeInTheDocument();
      expect(calls.cookie).toHaveBeenCalledWith(7);
    });

    it("shows the server's IS-0019 on the field", async () => {
      const { user, calls } = await openProfile();
      const field = screen.getByLabelText('Días de expiración de la cookie');
      await user.clear(field);
      await user.type(field, '25');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      const message = 'La duración de la cookie supera el número máximo de días permitido.';
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(message);
      expect(calls.cookie).toHaveBeenCalledWith(25);
    });
  });

  describe('two-factor authentication', () => {
    it('shows the QR and the secret, then enables with a 6-digit code', async () => {
      const { user, calls } = await openProfile(false);
      expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Desactivada');
      await user.click(screen.getByRole('button', { name: 'Mostrar código QR' }));
      expect(screen.getByRole('img', { name: 'Código QR para su aplicación de autenticación' })).toHaveAttribute(
        'src',
        PNG,
      );
      expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

      await typeCode(user, '123');
      await user.click(screen.getByRole('button', { name: 'Activar' }));
      expect(screen.getByText('El código debe tener 6 dígitos.')).toBeInTheDocument();
      expect(calls.enable).not.toHaveBeenCalled();

      await typeCode(user, '654321');
      await user.click(screen.getByRole('button', { name: 'Activar' }));
      expect(await screen.findByRole('alert', {}, FIRST)).toHaveTextContent(
        'El código de autenticación de dos factores no es válido.',
      );
      expect(calls.enable).toHaveBeenLastCalledWith('654321');

      await typeCode(user, GOOD_CODE);
      await user.click(screen.getByRole('button', { name: 'Activar' }));
      await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Activada'));
      expect(calls.enable).toHaveBeenLastCalledWith(GOOD_CODE);
      // After the IS-0015 warning's 4 seconds.
      expect(await screen.findByText('La autenticación en dos pasos está activada.', {}, FIRST)).toBeInTheDocument();
      expect(screen.queryByTestId('two-factor-enrolment')).not.toBeInTheDocument();
    });

    it('disables only with a current code', async () => {
      const { user, calls } = await openProfile(true);
      expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Activada');
      expect(screen.queryByRole('button', { name: 'Mostrar código QR' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Desactivar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Desactivar la autenticación en dos pasos' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.disable).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Desactivar' }));
      const again = await screen.findByRole('dialog', { name: 'Desactivar la autenticación en dos pasos' });
      await typeCode(user, GOOD_CODE, again);
      await user.click(within(again).getByRole('button', { name: 'Desactivar' }));
      await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Desactivada'));
      expect(calls.disable).toHaveBeenCalledWith(GOOD_CODE);
      expect(await screen.findByText('La autenticación en dos pasos está desactivada.')).toBeInTheDocument();
    });

    it('regenerates the QR after a confirmation, and the new key needs a code', async () => {
      const { user, calls } = await openProfile(true);
      await screen.findByTestId('two-factor-status');
      await user.click(screen.getByRole('button', { name: 'Regenerar código QR' }));
      const confirm = await screen.findByRole('dialog');
      expect(confirm).toHaveTextContent('¿Regenerar el código QR?');
      await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.regenerate).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Regenerar código QR' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Regenerar código QR' }));
      await waitFor(() => expect(calls.regenerate).toHaveBeenCalledTimes(1));
      // The new secret shows while the confirmation fades out; until it is gone the page stays
      // aria-hidden and its closing returns focus to the button that opened it, as for a user.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('KRSX G5CT MVRX EZLU');
      expect(
        screen.getByText('Escanee el nuevo código y confírmelo con un código para empezar a usarlo.'),
      ).toBeInTheDocument();
      await typeCode(user, GOOD_CODE);
      await user.click(screen.getByRole('button', { name: 'Confirmar la nueva clave' }));
      expect(await screen.findByText('La nueva clave está activa.')).toBeInTheDocument();
      expect(calls.enable).toHaveBeenCalledWith(GOOD_CODE);
    });

    it('says so when identity cannot answer (the in-memory identity has no 2FA)', async () => {
      await renderConsole({ route: '/userInfo' });
      expect(
        await screen.findByText('No se pudo consultar la autenticación en dos pasos.', {}, FIRST),
      ).toBeInTheDocument();
      expect(screen.getByText('Desconocido')).toBeInTheDocument();
      // Without a readable record of the persona, the e-mail is unknown rather than someone else's.
      expect(await screen.findByText('No disponible')).toBeInTheDocument();
    });
  });
});
