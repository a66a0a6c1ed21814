import type { ResourceMessages } from '../../core/messageTypes';
import type { componentVersions } from '../schema';

export const messages = {
  name: { one: 'Versión de componente', other: 'Versiones de componente' },
  fields: {
    componentId: 'Componente',
    versionName: 'Versión',
    versionCode: 'Código de versión',
    binaryFileId: 'Binario',
    binaryUrl: 'Binario',
    allowedTerminalIds: 'Terminales permitidos',
    note: 'Notas',
  },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof componentVersions>;
