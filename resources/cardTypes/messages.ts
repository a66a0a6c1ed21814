import type { ResourceMessages } from '../core/messageTypes';
import type { cardTypes } from './schema';

export const messages = {
  es: {
    name: { one: 'Tipo de tarjeta', other: 'Tipos de tarjeta' },
    fields: {
      name: 'Nombre',
      logo: 'Logotipo',
      contactlessLogo: 'Logotipo sin contacto',
      tags: 'Etiquetas',
      routingHostId: 'Host de enrutamiento',
      tipAdjustment: 'Ajuste de propina',
    },
    groups: {},
    choices: {},
    help: {
      tags: 'Máximo 10 etiquetas.',
      routingHostId: 'Host al que se envían las transacciones de este tipo de tarjeta.',
    },
  },
  en: {
    name: { one: 'Card type', other: 'Card types' },
    fields: {
      name: 'Name',
      logo: 'Logo',
      contactlessLogo: 'Contactless logo',
      tags: 'Tags',
      routingHostId: 'Routing host',
      tipAdjustment: 'Tip adjustment',
    },
    groups: {},
    choices: {},
    help: {
      tags: 'Maximum 10 tags.',
      routingHostId: 'Host that receives the transactions of this card type.',
    },
  },
  pt: {
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
  },
} satisfies ResourceMessages<typeof cardTypes>;
