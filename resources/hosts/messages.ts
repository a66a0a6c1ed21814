import type { ResourceMessages } from '../core/messageTypes';
import type { hosts } from './schema';

export const messages = {
  es: {
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
  },
  en: {
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
  },
  pt: {
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
  },
} satisfies ResourceMessages<typeof hosts>;
