import type { DeepStrings } from '../types';
import type { activityRegisterEs } from './es';

/** Texts of the activity register's tamper-evident export in Portuguese. */
export const activityRegisterPt: DeepStrings<typeof activityRegisterEs> = {
  activityRegisterExport: {
    button: 'Exportar Excel',
    integritySheet: 'Integridade',
    dateUtc: 'Data (UTC)',
    hash: 'Hash (SHA-256 encadeado)',
    key: 'Chave',
    value: 'Valor',
    description: 'Descrição',
    formatHint: 'Cada linha leva o hash das suas células e do hash da linha anterior (a primeira, do cabeçalho).',
    rowsHint: 'Linhas exportadas.',
    digestHint: 'Resumo final: hash do último hash e do número de linhas.',
    verifyHint: 'Comando que verifica o arquivo e aponta a primeira linha alterada.',
  },
};
