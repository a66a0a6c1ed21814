import type { ResourceMessages } from '../../core/messageTypes';
import type { cardTypes } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof cardTypes>;
