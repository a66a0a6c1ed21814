import type { ResourceMessages } from '../../core/messageTypes';
import type { bundles } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof bundles>;
