import type { ResourceMessages } from '../../core/messageTypes';
import type { bundles } from '../schema';

export const messages = {
  name: { one: 'Pacote', other: 'Pacotes' },
  fields: {
    name: 'Nome',
    version: 'Versão',
    description: 'Descrição',
    active: 'Ativo',
    apps: {
      appId: 'Aplicativo',
      versionId: 'Versão do aplicativo',
      installOrder: 'Ordem de instalação',
      codependent: 'Codependente',
    },
  },
  groups: { apps: 'Aplicativos do pacote' },
  choices: {},
  help: { apps: 'Adicione pelo menos um aplicativo; eles são instalados conforme a ordem de instalação.' },
} satisfies ResourceMessages<typeof bundles>;
