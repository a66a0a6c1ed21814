import type { ResourceMessages } from '../../core/messageTypes';
import type { componentVersions } from '../schema';

export const messages = {
  name: { one: 'Versão de componente', other: 'Versões de componente' },
  fields: {
    componentId: 'Componente',
    versionName: 'Versão',
    versionCode: 'Código da versão',
    binaryFileId: 'Binário',
    binaryUrl: 'Binário',
    allowedTerminalIds: 'Terminais permitidos',
    note: 'Notas',
  },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof componentVersions>;
