import type { ResourceMessages } from '../core/messageTypes';
import type { developers } from './schema';

export const messages = {
  es: {
    name: { one: 'Desarrollador de aplicaciones', other: 'Desarrolladores de aplicaciones' },
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      website: 'Sitio web',
      phone: 'Teléfono',
      active: 'Activo',
    },
    groups: {},
    choices: {},
    help: { phone: 'Incluya el prefijo internacional si corresponde, por ejemplo +34 912 345 678.' },
  },
  en: {
    name: { one: 'App developer', other: 'App developers' },
    fields: {
      name: 'Name',
      email: 'Email',
      website: 'Website',
      phone: 'Phone',
      active: 'Active',
    },
    groups: {},
    choices: {},
    help: { phone: 'Include the international prefix if needed, for example +34 912 345 678.' },
  },
  pt: {
    name: { one: 'Desenvolvedor de aplicativos', other: 'Desenvolvedores de aplicativos' },
    fields: {
      name: 'Nome',
      email: 'E-mail',
      website: 'Site',
      phone: 'Telefone',
      active: 'Ativo',
    },
    groups: {},
    choices: {},
    help: { phone: 'Inclua o código do país se necessário, por exemplo +55 11 91234-5678.' },
  },
} satisfies ResourceMessages<typeof developers>;
