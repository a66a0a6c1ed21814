import type { ResourceMessages } from '../../core/messageTypes';
import type { store } from '../schema';

export const messages = {
  name: { one: 'Entrada de la tienda', other: 'Tienda' },
  fields: {
    section: 'Sección',
    appId: 'Aplicación',
    categoryId: 'Categoría',
    position: 'Posición',
    active: 'Activa',
  },
  groups: {},
  choices: {
    section: { TOP: 'Más populares', CATEGORY: 'Por categoría', JUST_FOR_YOU: 'Solo para usted' },
  },
  help: {
    categoryId: 'Se usa en la sección «Por categoría».',
    position: 'Las posiciones más bajas se muestran primero.',
  },
} satisfies ResourceMessages<typeof store>;
