import type { ResourceMessages } from '../../core/messageTypes';
import type { users } from '../schema';

export const messages = {
  name: { one: 'Usuario', other: 'Usuarios' },
  fields: {
    userName: 'Nombre de usuario',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    password: 'Contraseña',
    roleId: 'Rol',
    status: 'Estado',
    twoFactorEnabled: 'Autenticación de dos factores (2FA)',
    cookieExpirationDays: 'Vigencia de la cookie (días)',
  },
  groups: {},
  choices: {
    status: { ACTIVE: 'Activo', INACTIVE: 'Inactivo', BLOCKED: 'Bloqueado' },
  },
  help: {
    password: 'Mínimo 8 caracteres con mayúscula, minúscula, número y carácter especial.',
    twoFactorEnabled: 'Al iniciar sesión se pedirá un código de 6 dígitos de una app de autenticación.',
    cookieExpirationDays: 'Máximo 30 días.',
  },
} satisfies ResourceMessages<typeof users>;
