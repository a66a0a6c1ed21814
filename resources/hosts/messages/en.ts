import type { ResourceMessages } from '../../core/messageTypes';
import type { hosts } from '../schema';

export const messages = {
  name: { one: 'Host', other: 'Hosts' },
  fields: {
    name: 'Name',
    type: 'Type',
    ip: 'IP address',
    port: 'Port',
    nii: 'NII',
    tpdu: 'TPDU',
    tls: 'TLS',
  },
  groups: {},
  choices: {
    type: {
      CREDIT: 'Credit',
      AMEX: 'AMEX',
      MAESTRO: 'Maestro',
      DCC: 'DCC',
      SIUBEN: 'SIUBEN',
      WALLET: 'Wallet',
      FIDELIUM: 'Loyalty',
      TOLL: 'Toll',
      FISCAL_PRINTER: 'Fiscal printer (NCF)',
    },
  },
  help: {
    nii: 'Three digits, for example 003.',
    tpdu: 'Ten hexadecimal characters, for example 6000030000.',
    tls: 'Encrypts the connection to the host.',
  },
} satisfies ResourceMessages<typeof hosts>;
