import type { ResourceMessages } from '../../core/messageTypes';
import type { commerces } from '../schema';

export const messages = {
  name: { one: 'Comercio', other: 'Comercios' },
  fields: {
    name: 'Nombre',
    merchantId: 'ID de comercio (MID)',
    commerceCode: 'Código de comercio',
    taxId: 'Identificación fiscal',
    categoryCode: 'Código de categoría (MCC)',
    economicSectorId: 'Sector económico',
    affiliate: 'Afiliado',
    groupingId: 'ID de agrupación',
    address: {
      street: 'Calle',
      number: 'Número',
      city: 'Ciudad',
      state: 'Provincia / Estado',
      postalCode: 'Código postal',
    },
    phone: 'Teléfono',
    email: 'Correo electrónico',
    website: 'Sitio web',
    type: 'Tipo',
    status: 'Estado',
    partnerId: 'Integrador',
  },
  groups: { address: 'Dirección' },
  abilityLabels: { taxId: 'RNC (Registro Nacional del Contribuyente)' },
  choices: {
    type: { PHYSICAL: 'Físico', ONLINE: 'En línea', MIXED: 'Mixto' },
    status: { ACTIVE: 'Activo', INACTIVE: 'Inactivo' },
  },
  help: {
    taxId: 'Entre 9 y 11 caracteres.',
    categoryCode: 'Código de 4 dígitos que clasifica la actividad del comercio.',
    phone: 'Puede incluir el prefijo internacional, por ejemplo +1 809 555 0100.',
  },
} satisfies ResourceMessages<typeof commerces>;
