import type { ResourceMessages } from '../../core/messageTypes';
import type { cardTypes } from '../schema';

export const messages = {
  name: { one: 'Tipo de cartão', other: 'Tipos de cartão' },
  fields: {
    name: 'Nome',
    logo: 'Logotipo',
    contactlessLogo: 'Logotipo por aproximação',
    tags: 'Etiquetas',
    routingHostId: 'Host de roteamento',
    tipAdjustment: 'Ajuste de gorjeta',
  },
  groups: {},
  choices: {},
  help: {
    tags: 'Máximo de 10 etiquetas.',
    routingHostId: 'Host que recebe as transações deste tipo de cartão.',
  },
} satisfies ResourceMessages<typeof cardTypes>;
