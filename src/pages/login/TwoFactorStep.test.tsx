import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authenticatorCode } from '../../../fixtures/authenticator';
import { personas } from '../../../fixtures/personas';
import { renderConsole } from '../../testing/renderConsole';
import { cardAlert } from './renderLoginFlow';

const secret = personas.find((persona) => persona.userName === 'twofa')?.totpSecret ?? '';
const boxes = () => screen.getAllByRole('textbox', { name: /Código de verificación \d\/6/ }) as HTMLInputElement[];
const digits = () =>
  boxes()
    .map((box) => box.value)
    .join('');

/** Signs twofa in with the right password: the server answers IS-0014 and the 2FA step shows. */
const atTwoFactorStep = async () => {
  const rendered = await renderConsole({ route: '/', as: null });
  await rendered.user.type(await screen.findByLabelText('Usuario'), 'twofa');
  await rendered.user.type(screen.getByLabelText('Contraseña'), 'Twofa#2026');
  await rendered.user.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeInTheDocument();
  return rendered;
};

describe('two-factor step', () => {
  it('asks a 2FA user for the code in six boxes, without an error', async () => {
    await atTwoFactorStep();
    expect(screen.getByRole('group', { name: 'Código de verificación' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs in as soon as the right code is typed', async () => {
    const { user, location } = await atTwoFactorStep();
    await user.click(boxes()[0]);
    await user.keyboard(authenticatorCode(secret));
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
  });

  it('says an incorrect code is incorrect and clears the boxes', async () => {
    const { user, location } = await atTwoFactorStep();
    const wrong = authenticatorCode(secret) === '000000' ? '111111' : '000000';
    await user.click(boxes()[0]);
    await user.keyboard(wrong);
    expect(await cardAlert()).toHaveTextContent('El código de autenticación de dos factores no es válido.');
    expect(screen.getAllByText('El código de autenticación de dos factores no es válido.')).toHaveLength(1);
    await waitFor(() => expect(digits()).toBe(''));
    await waitFor(() => expect(boxes()[0]).toHaveFocus());
    expect(location()?.pathname).toBe('/');
  });

  it('fills the six boxes from a pasted code and submits it', async () => {
    const { location } = await atTwoFactorStep();
    const code = authenticatorCode(secret);
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => `${code.slice(0, 3)} ${code.slice(3)}` } });
    expect(digits()).toBe(code);
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
  });

  it('refuses a short code with the length message', async () => {
    const { user, location } = await atTwoFactorStep();
    await user.click(boxes()[0]);
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await cardAlert()).toHaveTextContent('El código de autenticación de dos factores debe tener 6 dígitos.');
    expect(location()?.pathname).toBe('/');
  });

  it('goes back to the credentials, keeping the user name', async () => {
    const { user } = await atTwoFactorStep();
    await user.click(screen.getByRole('button', { name: 'Volver al inicio de sesión' }));
    expect(await screen.findByLabelText('Usuario')).toHaveValue('twofa');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
  });
});
