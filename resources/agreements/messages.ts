import type { ResourceMessages } from '../core/messageTypes';
import type { agreements } from './schema';

export const messages = {
  es: {
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
  },
  en: {
    name: { one: 'Loyalty agreement', other: 'Loyalty agreements' },
    fields: {
      name: 'Name',
      status: 'Status',
      imageUrl: 'Icon',
      asksFuelType: 'Ask for fuel type',
      asksLicencePlate: 'Ask for licence plate',
      asksMileage: 'Ask for mileage',
    },
    groups: {},
    choices: {
      status: { ACTIVE: 'Active', INACTIVE: 'Inactive' },
    },
    help: {
      asksFuelType: 'Asked of the customer at payment.',
      asksLicencePlate: 'Asked of the customer at payment.',
      asksMileage: 'Asked of the customer at payment.',
    },
  },
  pt: {
    name: { one: 'Convênio de fidelidade', other: 'Convênios de fidelidade' },
    fields: {
      name: 'Nome',
      status: 'Status',
      imageUrl: 'Ícone',
      asksFuelType: 'Solicitar tipo de combustível',
      asksLicencePlate: 'Solicitar placa',
      asksMileage: 'Solicitar quilometragem',
    },
    groups: {},
    choices: {
      status: { ACTIVE: 'Ativo', INACTIVE: 'Inativo' },
    },
    help: {
      asksFuelType: 'Dado solicitado ao cliente no pagamento.',
      asksLicencePlate: 'Dado solicitado ao cliente no pagamento.',
      asksMileage: 'Dado solicitado ao cliente no pagamento.',
    },
  },
} satisfies ResourceMessages<typeof agreements>;
