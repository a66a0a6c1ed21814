import type { ResourceMessages } from '../../core/messageTypes';
import type { entityParameters } from '../schema';

export const messages = {
  name: { one: 'Parámetro de entidad', other: 'Parámetros de entidad' },
  fields: {
    name: 'Nombre',
    type: 'Tipo',
    value: 'Valor',
    appId: 'Aplicación',
    description: 'Descripción',
  },
  groups: {},
  choices: {
    type: { STRING: 'Texto', NUMBER: 'Número', BOOLEAN: 'Booleano', JSON: 'JSON' },
  },
  help: { name: 'Solo letras, números y guion bajo.' },
} satisfies ResourceMessages<typeof entityParameters>;
