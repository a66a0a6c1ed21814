import type { ResourceMessages } from '../../core/messageTypes';
import type { qrCodes } from '../schema';

export const messages = {
  name: { one: 'Código QR', other: 'Códigos QR' },
  fields: {
    commerceId: 'Comercio',
    commerceCode: 'Código de comercio',
    payloadFormatIndicator: 'Indicador de formato del payload',
    pointInitiationMethod: 'Método de iniciación',
    merchantAccountInformation: 'Información de la cuenta del comercio',
    serverUrl: 'URL del servidor',
    authUser: 'Usuario de autenticación',
    authPassword: 'Contraseña de autenticación',
    terminalSerials: 'Terminales',
  },
  groups: {},
  choices: {
    pointInitiationMethod: { '11': 'Estático (11)', '12': 'Dinámico (12)' },
  },
  help: {
    payloadFormatIndicator: 'Dos dígitos, normalmente 01.',
    pointInitiationMethod: 'Estático: el mismo QR para todos los pagos; dinámico: un QR por transacción.',
    authPassword: 'Solo se escribe: nunca se muestra. Déjela vacía para conservar la actual.',
  },
} satisfies ResourceMessages<typeof qrCodes>;
