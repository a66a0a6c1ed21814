import type { ResourceMessages } from '../core/messageTypes';
import type { store } from './schema';

export const messages = {
  es: {
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
  },
  en: {
    name: { one: 'Store entry', other: 'Store' },
    fields: {
      section: 'Section',
      appId: 'App',
      categoryId: 'Category',
      position: 'Position',
      active: 'Active',
    },
    groups: {},
    choices: {
      section: { TOP: 'Top apps', CATEGORY: 'By category', JUST_FOR_YOU: 'Just for you' },
    },
    help: {
      categoryId: 'Used by the “By category” section.',
      position: 'Lower positions are shown first.',
    },
  },
  pt: {
    name: { one: 'Item da loja', other: 'Loja' },
    fields: {
      section: 'Seção',
      appId: 'Aplicativo',
      categoryId: 'Categoria',
      position: 'Posição',
      active: 'Ativo',
    },
    groups: {},
    choices: {
      section: { TOP: 'Mais populares', CATEGORY: 'Por categoria', JUST_FOR_YOU: 'Só para você' },
    },
    help: {
      categoryId: 'Usada na seção “Por categoria”.',
      position: 'As posições mais baixas são exibidas primeiro.',
    },
  },
} satisfies ResourceMessages<typeof store>;
