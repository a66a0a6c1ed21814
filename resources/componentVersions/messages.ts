import type { ResourceMessages } from '../core/messageTypes';
import type { componentVersions } from './schema';

export const messages = {
  es: {
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
  },
  en: {
    name: { one: 'Component version', other: 'Component versions' },
    fields: {
      componentId: 'Component',
      versionName: 'Version',
      versionCode: 'Version code',
      binaryFileId: 'Binary',
      binaryUrl: 'Binary',
      allowedTerminalIds: 'Allowed terminals',
      note: 'Notes',
    },
    groups: {},
    choices: {},
  },
  pt: {
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
  },
} satisfies ResourceMessages<typeof componentVersions>;
