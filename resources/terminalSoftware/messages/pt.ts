import type { ResourceMessages } from '../../core/messageTypes';
import type { terminalSoftware } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof terminalSoftware>;
