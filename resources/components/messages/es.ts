import type { ResourceMessages } from '../../core/messageTypes';
import type { components } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof components>;
