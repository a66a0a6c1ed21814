import type { ResourceMessages } from '../../core/messageTypes';
import type { terminalSoftware } from '../schema';

export const messages = {
  name: { one: 'Software instalado', other: 'Software instalado' },
  fields: {
    terminalId: 'Terminal',
    kind: 'Tipo',
    name: 'Nombre',
    packageName: 'Paquete',
    version: 'Versión',
    sourceId: 'Origen',
    installedAt: 'Instalado el',
  },
  groups: {},
  choices: { kind: { APP: 'Aplicación', COMPONENT: 'Componente', FIRMWARE: 'Firmware' } },
} satisfies ResourceMessages<typeof terminalSoftware>;
