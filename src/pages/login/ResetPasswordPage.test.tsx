import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityClient } from '../../../authProvider/identityClient';
import { cardAlert, refusal, renderLoginFlow } from './renderLoginFlow';

const ok = async () => ({ status: 200, headers: new Headers(), body: '{}', json: {} });
const codeBoxes = () => screen.getAllByRole('textbox', { name: /Código de seguridad \d\/6/ }) as HTMLInputElement[];
const codeDigits = () =>
  codeBoxes()
    .map((box) => box.value)
    .join('');

const renderReset = (identity: Partial<IdentityClient>) => renderLoginFlow('/reset-password', { identity });
type Rendered = Awaited<ReturnType<typeof renderReset>>;

const enterCode = async ({ user }: Rendered, code: string) => {
  await user.type(await screen.findByLabelText('Usuario'), 'admin');
  await user.click(codeBoxes()[0]);
  await user.keyboard(code);
};

const toPasswordStep = async (identity: Partial<IdentityClient>) => {
  const rendered = await renderReset({ validateSecureCode: vi.fn(ok), ...identity });
  await enterCode(rendered, '123456');
  expect(await screen.findByText('Elija una contraseña nueva para admin.')).toBeInTheDocument();
  return rendered;
};

const choose = async ({ user }: Rendered, password: string, confirmation: string) => {
  await user.type(screen.getByLabelText('Contraseña nueva'), password);
  await user.type(screen.getByLabelText('Confirme la contraseña nueva'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
};

describe('reset password page', () => {
  it('checks the e-mailed code as soon as its six digits are in, then resets and returns to login', async () => {
    const validateSecureCode = vi.fn(ok);
    const resetPassword = vi.fn(ok);
    const rendered = await toPasswordStep({ validateSecureCode, resetPassword });
    expect(validateSecureCode).toHaveBeenCalledWith('admin', '123456');
    await choose(rendered, 'Nueva#2026', 'Nueva#2026');
    await waitFor(() => expect(rendered.location()?.pathname).toBe('/'));
    expect(resetPassword).toHaveBeenCalledWith({
      userName: 'admin',
      code: '123456',
      password: 'Nueva#2026',
      confirmation: 'Nueva#2026',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Su contraseña se cambió. Inicie sesión con la contraseña nueva.',
    );
    expect(screen.getByLabelText('Usuario')).toHaveValue('admin');
  });

  it('accepts a pasted code', async () => {
    const validateSecureCode = vi.fn(ok);
    await renderReset({ validateSecureCode });
    fireEvent.change(await screen.findByLabelText('Usuario'), { target: { value: 'admin' } });
    fireEvent.paste(codeBoxes()[0], { clipboardData: { getData: () => '654321' } });
    expect(await screen.findByText('Elija una contraseña nueva para admin.')).toBeInTheDocument();
    expect(validateSecureCode).toHaveBeenCalledWith('admin', '654321');
  });

  it('refuses a code shorter than six digits without calling the server', async () => {
    const validateSecureCode = vi.fn(ok);
    const rendered = await renderReset({ validateSecureCode });
    await enterCode(rendered, '1234');
    await rendered.user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await cardAlert()).toHaveTextContent('El código de seguridad debe tener 6 dígitos.');
    expect(validateSecureCode).not.toHaveBeenCalled();
  });

  it('says a wrong code is wrong (IS-0017) and clears the boxes', async () => {
    const rendered = await renderReset({ validateSecureCode: vi.fn(() => Promise.reject(refusal('IS-0017'))) });
    await enterCode(rendered, '999999');
    expect(await cardAlert()).toHaveTextContent('El código de seguridad de 6 dígitos es incorrecto.');
    expect(codeDigits()).toBe('');
  });

  it('says an expired code is expired (IS-0011) and offers a new one', async () => {
    const rendered = await renderReset({ validateSecureCode: vi.fn(() => Promise.reject(refusal('IS-0011'))) });
    await enterCode(rendered, '123456');
    expect(await cardAlert()).toHaveTextContent('La solicitud de recuperación de contraseña ha expirado.');
    await rendered.user.click(screen.getByRole('link', { name: 'Solicitar un código nuevo' }));
    await waitFor(() => expect(rendered.location()?.pathname).toBe('/recover-password'));
  });

  it('shows the rules live and refuses a weak password or a different confirmation before calling', async () => {
    const resetPassword = vi.fn(ok);
    const rendered = await toPasswordStep({ resetPassword });
    const rule = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
    expect(within(rule('Una letra mayúscula')).getByTitle('Pendiente')).toBeInTheDocument();
    await rendered.user.type(screen.getByLabelText('Contraseña nueva'), 'A');
    expect(within(rule('Una letra mayúscula')).getByTitle('Cumplido')).toBeInTheDocument();
    expect(within(rule('Al menos 8 caracteres')).getByTitle('Pendiente')).toBeInTheDocument();
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await cardAlert()).toHaveTextContent('La contraseña no cumple los requisitos de seguridad.');
    await rendered.user.type(screen.getByLabelText('Contraseña nueva'), 'bcdef#12');
    await rendered.user.type(screen.getByLabelText('Confirme la contraseña nueva'), 'Abcdef#13');
    expect(within(rule('La confirmación coincide')).getByTitle('Pendiente')).toBeInTheDocument();
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await cardAlert()).toHaveTextContent('La contraseña y su confirmación no coinciden.');
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it.each([
    ['IS-0003', 'La contraseña no cumple los requisitos de seguridad.'],
    ['IS-0001', 'La contraseña y su confirmación no coinciden.'],
    ['IS-0020', 'Esta contraseña ya se utilizó anteriormente. Elija una diferente.'],
  ])('tells the server refusal %s and stays on the step', async (code, text) => {
    const rendered = await toPasswordStep({ resetPassword: vi.fn(() => Promise.reject(refusal(code))) });
    await choose(rendered, 'Nueva#2026', 'Nueva#2026');
    expect(await cardAlert()).toHaveTextContent(text);
    expect(rendered.location()?.pathname).toBe('/reset-password');
  });
});
