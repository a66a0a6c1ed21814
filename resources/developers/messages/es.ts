import type { ResourceMessages } from '../../core/messageTypes';
import type { developers } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof developers>;
