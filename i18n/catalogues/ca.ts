import { shellCa } from '../shell/ca';
import type { MessageTree } from '../types';

/** Offered language with a partial catalogue: every missing key falls back to Spanish. */
export default {
  ...shellCa,
  app: { title: 'Consola de terminals' },
  menu: {
    home: 'Inici',
    market: 'Market',
    reports: 'Informes',
    commerce: 'Comerç',
    partners: 'Integradors',
    terminals: 'Terminals',
    administration: 'Administració',
  },
  ra: {
    action: {
      save: 'Desa',
      delete: 'Elimina',
      cancel: 'Cancel·la',
      search: 'Cerca',
      create: 'Crea',
      edit: 'Edita',
      export: 'Exporta',
      list: 'Llista',
      show: 'Mostra',
      refresh: 'Actualitza',
      confirm: 'Confirma',
      close: 'Tanca',
    },
  },
} satisfies MessageTree;
