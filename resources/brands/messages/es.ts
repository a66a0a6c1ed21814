import type { ResourceMessages } from '../../core/messageTypes';
import type { brands } from '../schema';

export const messages = {
  name: { one: 'Marca', other: 'Marcas' },
  fields: { name: 'Nombre', logo: 'Logotipo (URL)' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof brands>;
