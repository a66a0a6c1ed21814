import type { ResourceMessages } from '../../core/messageTypes';
import type { terminalLogs } from '../schema';

export const messages = {
  name: { one: 'Log de terminal', other: 'Logs de terminales' },
  fields: {
    serialNumber: 'Número de serie',
    terminalId: 'Terminal',
    fileName: 'Nombre del archivo',
    type: 'Tipo',
    sizeKb: 'Tamaño (KB)',
    createdAt: 'Fecha de creación',
  },
  groups: {},
  choices: {
    type: { SYSTEM: 'Sistema', APPLICATION: 'Aplicación', CRASH: 'Cierre inesperado' },
  },
} satisfies ResourceMessages<typeof terminalLogs>;
