import type { ResourceMessages } from '../core/messageTypes';
import type { terminalSoftware } from './schema';

export const messages = {
  es: {
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
  },
  en: {
    name: { one: 'Installed software', other: 'Installed software' },
    fields: {
      terminalId: 'Terminal',
      kind: 'Kind',
      name: 'Name',
      packageName: 'Package',
      version: 'Version',
      sourceId: 'Source',
      installedAt: 'Installed at',
    },
    groups: {},
    choices: { kind: { APP: 'App', COMPONENT: 'Component', FIRMWARE: 'Firmware' } },
  },
  pt: {
    name: { one: 'Software instalado', other: 'Software instalado' },
    fields: {
      terminalId: 'Terminal',
      kind: 'Tipo',
      name: 'Nome',
      packageName: 'Pacote',
      version: 'Versão',
      sourceId: 'Origem',
      installedAt: 'Instalado em',
    },
    groups: {},
    choices: { kind: { APP: 'Aplicativo', COMPONENT: 'Componente', FIRMWARE: 'Firmware' } },
  },
} satisfies ResourceMessages<typeof terminalSoftware>;
