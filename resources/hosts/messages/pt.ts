import type { ResourceMessages } from '../../core/messageTypes';
import type { hosts } from '../schema';

export const messages = {
  name: { one: 'Host', other: 'Hosts' },
  fields: {
    name: 'Nome',
    type: 'Tipo',
    ip: 'Endereço IP',
    port: 'Porta',
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
      WALLET: 'Carteira digital',
      FIDELIUM: 'Fidelidade',
      TOLL: 'Pedágio',
      FISCAL_PRINTER: 'Impressora fiscal (NCF)',
    },
  },
  help: {
    nii: 'Três dígitos, por exemplo 003.',
    tpdu: 'Dez caracteres hexadecimais, por exemplo 6000030000.',
    tls: 'Criptografa a conexão com o host.',
  },
} satisfies ResourceMessages<typeof hosts>;
