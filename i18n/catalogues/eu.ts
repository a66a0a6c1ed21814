import { shellEu } from '../shell/eu';
import type { MessageTree } from '../types';

/** Offered language with a partial catalogue: every missing key falls back to Spanish. */
export default {
  ...shellEu,
  app: { title: 'Terminalen kontsola' },
  menu: {
    home: 'Hasiera',
    market: 'Market',
    reports: 'Txostenak',
    commerce: 'Merkataritza',
    partners: 'Integratzaileak',
    terminals: 'Terminalak',
    administration: 'Administrazioa',
  },
  ra: {
    action: {
      save: 'Gorde',
      delete: 'Ezabatu',
      cancel: 'Utzi',
      search: 'Bilatu',
      create: 'Sortu',
      edit: 'Editatu',
      export: 'Esportatu',
      list: 'Zerrenda',
      show: 'Erakutsi',
      refresh: 'Freskatu',
      confirm: 'Berretsi',
      close: 'Itxi',
    },
  },
} satisfies MessageTree;
