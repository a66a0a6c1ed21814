import { shellGl } from '../shell/gl';
import type { MessageTree } from '../types';

/** Offered language with a partial catalogue: every missing key falls back to Spanish. */
export default {
  ...shellGl,
  app: { title: 'Consola de terminais' },
  menu: {
    home: 'Inicio',
    market: 'Market',
    reports: 'Informes',
    commerce: 'Comercio',
    partners: 'Integradores',
    terminals: 'Terminais',
    administration: 'Administración',
  },
  ra: {
    action: {
      save: 'Gardar',
      delete: 'Eliminar',
      cancel: 'Cancelar',
      search: 'Buscar',
      create: 'Crear',
      edit: 'Editar',
      export: 'Exportar',
      list: 'Lista',
      show: 'Amosar',
      refresh: 'Actualizar',
      confirm: 'Confirmar',
      close: 'Pechar',
    },
  },
} satisfies MessageTree;
