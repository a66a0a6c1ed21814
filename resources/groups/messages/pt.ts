import type { ResourceMessages } from '../../core/messageTypes';
import type { groups } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof groups>;
