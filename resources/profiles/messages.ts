import type { ResourceMessages } from '../core/messageTypes';
import type { profiles } from './schema';

export const messages = {
  es: {
    name: { one: 'Perfil', other: 'Perfiles' },
    fields: { name: 'Nombre', description: 'Descripción', status: 'Estado' },
    groups: {},
    choices: {
      status: { ACTIVE: 'Activo', INACTIVE: 'Inactivo' },
    },
  },
  en: {
    name: { one: 'Profile', other: 'Profiles' },
    fields: { name: 'Name', description: 'Description', status: 'Status' },
    groups: {},
    choices: {
      status: { ACTIVE: 'Active', INACTIVE: 'Inactive' },
    },
  },
  pt: {
    name: { one: 'Perfil', other: 'Perfis' },
    fields: { name: 'Nome', description: 'Descrição', status: 'Status' },
    groups: {},
    choices: {
      status: { ACTIVE: 'Ativo', INACTIVE: 'Inativo' },
    },
  },
} satisfies ResourceMessages<typeof profiles>;
