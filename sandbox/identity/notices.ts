import type { Db } from '../database';
import type { Accounts } from './accounts';
import { sendMail } from './outbox';

export type NoticeKind = 'passwordChanged' | 'twoFactorReset' | 'lockedOut';

const subjects: Record<NoticeKind, string> = {
  passwordChanged: 'Tu contraseña ha cambiado',
  twoFactorReset: 'Tu verificación en dos pasos se ha desactivado',
  lockedOut: 'Tu cuenta se ha bloqueado temporalmente',
};

const bodies: Record<NoticeKind, string> = {
  passwordChanged: 'la contraseña de tu cuenta acaba de cambiar y las demás sesiones se han cerrado.',
  twoFactorReset: 'la verificación en dos pasos de tu cuenta se ha desactivado.',
  lockedOut:
    'hubo demasiados intentos fallidos de acceso a tu cuenta y se ha bloqueado temporalmente. Podrás entrar con tu contraseña cuando pase el bloqueo, o recuperarla ahora.',
};

/** Tells a user by mail (the sandbox outbox) of a change to their account's security. */
export const createNotices = (db: Db, accounts: Accounts) => (userId: number, kind: NoticeKind) => {
  const profile = accounts.profile(userId);
  if (typeof profile?.email !== 'string' || profile.email === '') return;
  const name = String(profile.firstName ?? profile.userName ?? '');
  sendMail(db, {
    recipient: profile.email,
    subject: subjects[kind],
    body: `Hola ${name}: ${bodies[kind]} Si no has sido tú, avisa a tu administrador.`,
    kind,
  });
};

export type Notices = ReturnType<typeof createNotices>;
