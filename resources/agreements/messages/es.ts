import type { ResourceMessages } from '../../core/messageTypes';
import type { agreements } from '../schema';

export const messages = {
  name: { one: 'Convenio de fidelización', other: 'Convenios de fidelización' },
  fields: {
    name: 'Nombre',
    status: 'Estado',
    imageUrl: 'Icono',
    asksFuelType: 'Solicitar tipo de combustible',
    asksLicencePlate: 'Solicitar placa (matrícula)',
    asksMileage: 'Solicitar kilometraje',
  },
  groups: {},
  choices: {
    status: { ACTIVE: 'Activo', INACTIVE: 'Inactivo' },
  },
  help: {
    asksFuelType: 'Dato que se pide al cliente al pagar.',
    asksLicencePlate: 'Dato que se pide al cliente al pagar.',
    asksMileage: 'Dato que se pide al cliente al pagar.',
  },
} satisfies ResourceMessages<typeof agreements>;
