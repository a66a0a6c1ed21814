import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityClient } from '../../../authProvider/identityClient';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { refusal, renderInConsole } from './renderLoginFlow';

const ok = async () => ({ status: 200, headers: new Headers(), body: '{}', json: {} });

const renderDialog = async (changePassword: IdentityClient['changePassword']) => {
  const onClose = vi.fn();
  const rendered = await renderInConsole(<ChangePasswordDialog open onClose={onClose} />, {
    identity: { changePassword },
    as: 'admin',
  });
  const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
  return { ...rendered, onClose, dialog };
};

const fill = async ({ user }: Awaited<ReturnType<typeof renderDialog>>, current: string, password: string) => {
  await user.type(screen.getByLabelText('Contraseña actual'), current);
  await user.type(screen.getByLabelText('Contraseña nueva'), password);
  await user.type(screen.getByLabelText('Confirme la contraseña nueva'), password);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
};

describe('change password dialog', () => {
  it('sends the current and new passwords, then closes', async () => {
    const changePassword = vi.fn(ok);
    const rendered = await renderDialog(changePassword);
    await fill(rendered, 'Admin#2026', 'Nueva#2026');
    await waitFor(() => expect(rendered.onClose).toHaveBeenCalled());
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: 'Admin#2026',
      password: 'Nueva#2026',
      confirmation: 'Nueva#2026',
    });
  });

  it('says the current password is wrong (IS-0010) and marks it', async () => {
    const rendered = await renderDialog(vi.fn(() => Promise.reject(refusal('IS-0010'))));
    await fill(rendered, 'Wrong#2026', 'Nueva#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña actual es incorrecta.');
    expect(screen.getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
    expect(rendered.onClose).not.toHaveBeenCalled();
  });

  it('refuses a new password that breaks the rules before calling', async () => {
    const changePassword = vi.fn(ok);
    const rendered = await renderDialog(changePassword);
    await fill(rendered, 'Admin#2026', 'weak');
    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña no cumple los requisitos de seguridad.');
    expect(changePassword).not.toHaveBeenCalled();
  });
});
