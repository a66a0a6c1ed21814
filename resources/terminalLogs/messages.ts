import type { ResourceMessages } from '../core/messageTypes';
import type { terminalLogs } from './schema';

export const messages = {
  es: {
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
  },
  en: {
    name: { one: 'Terminal log', other: 'Terminal logs' },
    fields: {
      serialNumber: 'Serial number',
      terminalId: 'Terminal',
      fileName: 'File name',
      type: 'Type',
      sizeKb: 'Size (KB)',
      createdAt: 'Created at',
    },
    groups: {},
    choices: {
      type: { SYSTEM: 'System', APPLICATION: 'Application', CRASH: 'Crash' },
    },
  },
  pt: {
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
  },
} satisfies ResourceMessages<typeof terminalLogs>;
