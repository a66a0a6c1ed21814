import type { ResourceMessages } from '../core/messageTypes';
import type { partners } from './schema';

export const messages = {
  es: {
    name: { one: 'Integrador', other: 'Integradores' },
    fields: {
      code: 'Código',
      name: 'Nombre',
      email: 'Correo electrónico',
      active: 'Activo',
      commerceIds: 'Comercios asignados',
    },
    groups: {},
    choices: {},
  },
  en: {
    name: { one: 'Partner integrator', other: 'Partner integrators' },
    fields: { code: 'Code', name: 'Name', email: 'Email', active: 'Active', commerceIds: 'Assigned commerces' },
    groups: {},
    choices: {},
  },
  pt: {
    name: { one: 'Integrador', other: 'Integradores' },
    fields: {
      code: 'Código',
      name: 'Nome',
      email: 'E-mail',
      active: 'Ativo',
      commerceIds: 'Estabelecimentos atribuídos',
    },
    groups: {},
    choices: {},
  },
} satisfies ResourceMessages<typeof partners>;
