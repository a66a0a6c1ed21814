import type { ResourceMessages } from '../core/messageTypes';
import type { components } from './schema';

export const messages = {
  es: {
    name: { one: 'Componente del sistema', other: 'Componentes del sistema' },
    fields: {
      name: 'Nombre',
      type: 'Tipo',
      packageName: 'Nombre del paquete',
      currentVersion: 'Versión actual',
      modelIds: 'Modelos de terminal',
      description: 'Descripción',
    },
    groups: {},
    choices: {
      type: {
        FIRMWARE: 'Firmware',
        LAUNCHER: 'Lanzador',
        SERVICE: 'Servicio',
        LIBRARY: 'Biblioteca',
        DRIVER: 'Controlador',
      },
    },
  },
  en: {
    name: { one: 'System component', other: 'System components' },
    fields: {
      name: 'Name',
      type: 'Type',
      packageName: 'Package name',
      currentVersion: 'Current version',
      modelIds: 'Terminal models',
      description: 'Description',
    },
    groups: {},
    choices: {
      type: {
        FIRMWARE: 'Firmware',
        LAUNCHER: 'Launcher',
        SERVICE: 'Service',
        LIBRARY: 'Library',
        DRIVER: 'Driver',
      },
    },
  },
  pt: {
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
  },
} satisfies ResourceMessages<typeof components>;
