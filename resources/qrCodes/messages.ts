import type { ResourceMessages } from '../core/messageTypes';
import type { qrCodes } from './schema';

export const messages = {
  es: {
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
  },
  en: {
    name: { one: 'QR code', other: 'QR codes' },
    fields: {
      commerceId: 'Commerce',
      commerceCode: 'Commerce code',
      payloadFormatIndicator: 'Payload format indicator',
      pointInitiationMethod: 'Point of initiation method',
      merchantAccountInformation: 'Merchant account information',
      serverUrl: 'Server URL',
      authUser: 'Authentication user',
      authPassword: 'Authentication password',
      terminalSerials: 'Terminals',
    },
    groups: {},
    choices: {
      pointInitiationMethod: { '11': 'Static (11)', '12': 'Dynamic (12)' },
    },
    help: {
      payloadFormatIndicator: 'Two digits, usually 01.',
      pointInitiationMethod: 'Static: the same QR for every payment; dynamic: one QR per transaction.',
      authPassword: 'Write-only: never shown. Leave it empty to keep the current one.',
    },
  },
  pt: {
    name: { one: 'Código QR', other: 'Códigos QR' },
    fields: {
      commerceId: 'Estabelecimento',
      commerceCode: 'Código do estabelecimento',
      payloadFormatIndicator: 'Indicador de formato do payload',
      pointInitiationMethod: 'Método de iniciação',
      merchantAccountInformation: 'Informações da conta do estabelecimento',
      serverUrl: 'URL do servidor',
      authUser: 'Usuário de autenticação',
      authPassword: 'Senha de autenticação',
      terminalSerials: 'Terminais',
    },
    groups: {},
    choices: {
      pointInitiationMethod: { '11': 'Estático (11)', '12': 'Dinâmico (12)' },
    },
    help: {
      payloadFormatIndicator: 'Dois dígitos, normalmente 01.',
      pointInitiationMethod: 'Estático: o mesmo QR para todos os pagamentos; dinâmico: um QR por transação.',
      authPassword: 'Somente escrita: nunca é exibida. Deixe vazia para manter a atual.',
    },
  },
} satisfies ResourceMessages<typeof qrCodes>;
