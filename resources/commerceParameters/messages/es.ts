import type { ResourceMessages } from '../../core/messageTypes';
import type { commerceParameters } from '../schema';

export const messages = {
  name: { one: 'Parámetros de comercio', other: 'Parámetros de comercio' },
  fields: {
    commerceId: 'Comercio',
    groupId: 'Grupo',
    sourceGroupId: 'Grupo del que hereda',
    inheritFromGroup: 'Heredar los parámetros del grupo',
    tipsEnabled: 'Propinas habilitadas',
    tipPercentage1: 'Propina 1 (%)',
    tipPercentage2: 'Propina 2 (%)',
    tipPercentage3: 'Propina 3 (%)',
    maxTip: 'Propina máxima',
    taxType: 'Impuesto',
    taxPercentage: 'Porcentaje del impuesto',
    batchCloseTime: 'Hora de cierre de lote',
    receiptFooter: 'Pie del recibo',
    signatureRequired: 'Captura de firma',
    fallbackEnabled: 'Fallback habilitado',
  },
  groups: {},
  choices: {
    taxType: { NONE: 'Sin impuesto', ITBIS: 'ITBIS', TAX_LEGAL: 'TAX legal', IVA: 'IVA', IMPOCONSUMO: 'IMPOCONSUMO' },
  },
  help: {
    batchCloseTime: 'Formato HH:MM, 24 horas.',
    taxPercentage: 'Obligatorio cuando hay un impuesto.',
  },
} satisfies ResourceMessages<typeof commerceParameters>;
