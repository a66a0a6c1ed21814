import type { ResourceMessages } from '../core/messageTypes';
import type { permissions } from './schema';

export const messages = {
  es: {
    name: { one: 'Permiso', other: 'Permisos' },
    fields: { name: 'Nombre', description: 'Descripción' },
    groups: {},
    choices: {},
  },
  en: {
    name: { one: 'Permission', other: 'Permissions' },
    fields: { name: 'Name', description: 'Description' },
    groups: {},
    choices: {},
  },
  pt: {
    name: { one: 'Permissão', other: 'Permissões' },
    fields: { name: 'Nome', description: 'Descrição' },
    groups: {},
    choices: {},
  },
} satisfies ResourceMessages<typeof permissions>;
