import type { ResourceMessages } from '../../core/messageTypes';
import type { entityParameters } from '../schema';

export const messages = {
  name: { one: 'Parâmetro da entidade', other: 'Parâmetros da entidade' },
  fields: {
    name: 'Nome',
    type: 'Tipo',
    value: 'Valor',
    appId: 'Aplicativo',
    description: 'Descrição',
  },
  groups: {},
  choices: {
    type: { STRING: 'Texto', NUMBER: 'Número', BOOLEAN: 'Booleano', JSON: 'JSON' },
  },
  help: { name: 'Somente letras, números e sublinhado.' },
} satisfies ResourceMessages<typeof entityParameters>;
