import type { ResourceMessages } from '../../core/messageTypes';
import type { agreements } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof agreements>;
