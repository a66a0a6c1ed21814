import type { ResourceMessages } from '../../core/messageTypes';
import type { users } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof users>;
