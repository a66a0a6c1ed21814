import type { ResourceMessages } from '../core/messageTypes';
import type { bundles } from './schema';

export const messages = {
  es: {
    name: { one: 'Paquete', other: 'Paquetes' },
    fields: {
      name: 'Nombre',
      version: 'Versión',
      description: 'Descripción',
      active: 'Activo',
      apps: {
        appId: 'Aplicación',
        versionId: 'Versión de la aplicación',
        installOrder: 'Orden de instalación',
        codependent: 'Codependiente',
      },
    },
    groups: { apps: 'Aplicaciones del paquete' },
    choices: {},
    help: { apps: 'Añada al menos una aplicación; se instalan según su orden de instalación.' },
  },
  en: {
    name: { one: 'Bundle', other: 'Bundles' },
    fields: {
      name: 'Name',
      version: 'Version',
      description: 'Description',
      active: 'Active',
      apps: {
        appId: 'App',
        versionId: 'App version',
        installOrder: 'Install order',
        codependent: 'Codependent',
      },
    },
    groups: { apps: 'Bundle apps' },
    choices: {},
    help: { apps: 'Add at least one app; apps are installed by their install order.' },
  },
  pt: {
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
  },
} satisfies ResourceMessages<typeof bundles>;
