import type { ResourceMessages } from '../core/messageTypes';
import type { users } from './schema';

export const messages = {
  es: {
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
  },
  en: {
    name: { one: 'User', other: 'Users' },
    fields: {
      userName: 'User name',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      password: 'Password',
      roleId: 'Role',
      status: 'Status',
      twoFactorEnabled: 'Two-factor authentication (2FA)',
      cookieExpirationDays: 'Cookie validity (days)',
    },
    groups: {},
    choices: {
      status: { ACTIVE: 'Active', INACTIVE: 'Inactive', BLOCKED: 'Blocked' },
    },
    help: {
      password: 'At least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character.',
      twoFactorEnabled: 'A 6-digit code from an authenticator app will be required at login.',
      cookieExpirationDays: 'Maximum 30 days.',
    },
  },
  pt: {
    name: { one: 'Usuário', other: 'Usuários' },
    fields: {
      userName: 'Nome de usuário',
      firstName: 'Nome',
      lastName: 'Sobrenome',
      email: 'E-mail',
      password: 'Senha',
      roleId: 'Função',
      status: 'Status',
      twoFactorEnabled: 'Autenticação de dois fatores (2FA)',
      cookieExpirationDays: 'Validade do cookie (dias)',
    },
    groups: {},
    choices: {
      status: { ACTIVE: 'Ativo', INACTIVE: 'Inativo', BLOCKED: 'Bloqueado' },
    },
    help: {
      password: 'Mínimo de 8 caracteres, com letra maiúscula, letra minúscula, número e caractere especial.',
      twoFactorEnabled: 'No login, será solicitado um código de 6 dígitos de um app autenticador.',
      cookieExpirationDays: 'Máximo de 30 dias.',
    },
  },
} satisfies ResourceMessages<typeof users>;
