import type { ResourceMessages } from '../../core/messageTypes';
import type { qrCodes } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof qrCodes>;
