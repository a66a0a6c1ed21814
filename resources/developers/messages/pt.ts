import type { ResourceMessages } from '../../core/messageTypes';
import type { developers } from '../schema';

export const messages = {
  name: { one: 'Desenvolvedor de aplicativos', other: 'Desenvolvedores de aplicativos' },
  fields: {
    name: 'Nome',
    email: 'E-mail',
    website: 'Site',
    phone: 'Telefone',
    active: 'Ativo',
  },
  groups: {},
  choices: {},
  help: { phone: 'Inclua o código do país se necessário, por exemplo +55 11 91234-5678.' },
} satisfies ResourceMessages<typeof developers>;
