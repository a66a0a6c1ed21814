import type { ResourceMessages } from '../../core/messageTypes';
import type { hosts } from '../schema';

export const messages = {
  name: { one: 'Host', other: 'Hosts' },
  fields: {
    name: 'Nombre',
    type: 'Tipo',
    ip: 'Dirección IP',
    port: 'Puerto',
    nii: 'NII',
    tpdu: 'TPDU',
    tls: 'TLS',
  },
  groups: {},
  choices: {
    type: {
      CREDIT: 'Crédito',
      AMEX: 'AMEX',
      MAESTRO: 'Maestro',
      DCC: 'DCC',
      SIUBEN: 'SIUBEN',
      WALLET: 'Billetera',
      FIDELIUM: 'Fidelización',
      TOLL: 'Peaje',
      FISCAL_PRINTER: 'Impresora fiscal (NCF)',
    },
  },
  help: {
    nii: 'Tres dígitos, por ejemplo 003.',
    tpdu: 'Diez caracteres hexadecimales, por ejemplo 6000030000.',
    tls: 'Cifra la conexión con el host.',
  },
} satisfies ResourceMessages<typeof hosts>;
