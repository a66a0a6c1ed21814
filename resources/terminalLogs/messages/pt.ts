import type { ResourceMessages } from '../../core/messageTypes';
import type { terminalLogs } from '../schema';

export const messages = {
  name: { one: 'Log de terminal', other: 'Logs de terminais' },
  fields: {
    serialNumber: 'Número de série',
    terminalId: 'Terminal',
    fileName: 'Nome do arquivo',
    type: 'Tipo',
    sizeKb: 'Tamanho (KB)',
    createdAt: 'Data de criação',
  },
  groups: {},
  choices: {
    type: { SYSTEM: 'Sistema', APPLICATION: 'Aplicativo', CRASH: 'Falha inesperada' },
  },
} satisfies ResourceMessages<typeof terminalLogs>;
