import type { ResourceMessages } from '../../core/messageTypes';
import type { campaigns } from '../schema';

export const messages = {
  name: { one: 'Campaña', other: 'Campañas' },
  fields: {
    code: 'Código',
    name: 'Nombre',
    status: 'Estado',
    commerceId: 'Comercio',
    validFrom: 'Vigente desde',
    validTo: 'Vigente hasta',
    sections: { title: 'Título', body: 'Texto', image: 'Imagen' },
    binNumbers: 'Números BIN',
    postalCodes: 'Códigos postales',
    economicSectorIds: 'Sectores económicos',
    whitelistCommerceIds: 'Comercios permitidos',
    blacklistCommerceIds: 'Comercios excluidos',
    minAmount: 'Monto mínimo',
    maxAmount: 'Monto máximo',
    maxAwardPerDay: 'Máximo de premios por día',
    ticketText: 'Texto del comprobante',
    terminalCreatedFrom: 'Terminales creadas desde',
    terminalCreatedTo: 'Terminales creadas hasta',
  },
  groups: { sections: 'Secciones' },
  choices: {
    status: { DRAFT: 'Borrador', ACTIVE: 'Activa', FINISHED: 'Finalizada' },
  },
  help: {
    commerceId: 'Cada comercio puede tener una sola campaña.',
    sections: 'La campaña necesita al menos una sección; como máximo cinco.',
    binNumbers: 'Primeros 6 a 8 dígitos de la tarjeta, solo números.',
    whitelistCommerceIds: 'Si se indican, la campaña solo aplica a estos comercios.',
    blacklistCommerceIds: 'La campaña no aplica a estos comercios.',
    maxAmount: 'Debe ser mayor que el monto mínimo.',
    ticketText: 'Se imprime en el comprobante de la operación. Máximo 500 caracteres.',
    terminalCreatedFrom: 'Limita la campaña a las terminales creadas a partir de esta fecha.',
  },
} satisfies ResourceMessages<typeof campaigns>;
