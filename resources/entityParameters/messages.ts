import type { ResourceMessages } from '../core/messageTypes';
import type { entityParameters } from './schema';

export const messages = {
  es: {
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
  },
  en: {
    name: { one: 'Entity parameter', other: 'Entity parameters' },
    fields: {
      name: 'Name',
      type: 'Type',
      value: 'Value',
      appId: 'App',
      description: 'Description',
    },
    groups: {},
    choices: {
      type: { STRING: 'Text', NUMBER: 'Number', BOOLEAN: 'Boolean', JSON: 'JSON' },
    },
    help: { name: 'Letters, digits and underscores only.' },
  },
  pt: {
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
  },
} satisfies ResourceMessages<typeof entityParameters>;
