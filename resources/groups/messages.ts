import type { ResourceMessages } from '../core/messageTypes';
import type { groups } from './schema';

export const messages = {
  es: {
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
  },
  en: {
    name: { one: 'Group', other: 'Groups' },
    fields: {
      name: 'Name',
      commerceId: 'Commerce',
      hostIp: 'Host IP',
      hostPort: 'Host port',
      description: 'Description',
      parameters: { key: 'Parameter name', value: 'Value' },
    },
    groups: { parameters: 'Parameters' },
    choices: {},
    help: {
      hostIp: 'Must be unique: each group needs a different IP.',
      hostPort: 'A number between 1 and 65535.',
    },
  },
  pt: {
    name: { one: 'Grupo', other: 'Grupos' },
    fields: {
      name: 'Nome',
      commerceId: 'Estabelecimento',
      hostIp: 'IP do host',
      hostPort: 'Porta do host',
      description: 'Descrição',
      parameters: { key: 'Nome do parâmetro', value: 'Valor' },
    },
    groups: { parameters: 'Parâmetros' },
    choices: {},
    help: {
      hostIp: 'Não pode se repetir: cada grupo precisa de um IP diferente.',
      hostPort: 'Número entre 1 e 65535.',
    },
  },
} satisfies ResourceMessages<typeof groups>;
