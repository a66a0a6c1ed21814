import type { ResourceMessages } from '../../core/messageTypes';
import type { store } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof store>;
