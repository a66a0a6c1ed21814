import type { ResourceMessages } from '../../core/messageTypes';
import type { components } from '../schema';

export const messages = {
  name: { one: 'Componente do sistema', other: 'Componentes do sistema' },
  fields: {
    name: 'Nome',
    type: 'Tipo',
    packageName: 'Nome do pacote',
    currentVersion: 'Versão atual',
    modelIds: 'Modelos de terminal',
    description: 'Descrição',
  },
  groups: {},
  choices: {
    type: {
      FIRMWARE: 'Firmware',
      LAUNCHER: 'Launcher',
      SERVICE: 'Serviço',
      LIBRARY: 'Biblioteca',
      DRIVER: 'Driver',
    },
  },
} satisfies ResourceMessages<typeof components>;
