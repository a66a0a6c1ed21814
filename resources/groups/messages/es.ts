import type { ResourceMessages } from '../../core/messageTypes';
import type { groups } from '../schema';

export const messages = {
  name: { one: 'Grupo', other: 'Grupos' },
  fields: {
    name: 'Nombre',
    commerceId: 'Comercio',
    hostIp: 'IP del host',
    hostPort: 'Puerto del host',
    description: 'Descripción',
    parameters: { key: 'Nombre del parámetro', value: 'Valor' },
  },
  groups: { parameters: 'Parámetros' },
  choices: {},
  help: {
    hostIp: 'No puede repetirse: cada grupo debe tener una IP distinta.',
    hostPort: 'Número entre 1 y 65535.',
  },
} satisfies ResourceMessages<typeof groups>;
