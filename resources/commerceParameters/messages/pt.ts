import type { ResourceMessages } from '../../core/messageTypes';
import type { commerceParameters } from '../schema';

export const messages = {
  name: { one: 'Parâmetros do estabelecimento', other: 'Parâmetros do estabelecimento' },
  fields: {
    commerceId: 'Estabelecimento',
    groupId: 'Grupo',
    sourceGroupId: 'Grupo do qual herda',
    inheritFromGroup: 'Herdar os parâmetros do grupo',
    tipsEnabled: 'Gorjetas habilitadas',
    tipPercentage1: 'Gorjeta 1 (%)',
    tipPercentage2: 'Gorjeta 2 (%)',
    tipPercentage3: 'Gorjeta 3 (%)',
    maxTip: 'Gorjeta máxima',
    taxType: 'Imposto',
    taxPercentage: 'Percentual do imposto',
    batchCloseTime: 'Hora de fechamento do lote',
    receiptFooter: 'Rodapé do recibo',
    signatureRequired: 'Captura de assinatura',
    fallbackEnabled: 'Fallback habilitado',
  },
  groups: {},
  choices: {
    taxType: { NONE: 'Sem imposto', ITBIS: 'ITBIS', TAX_LEGAL: 'TAX legal', IVA: 'IVA', IMPOCONSUMO: 'IMPOCONSUMO' },
  },
  help: {
    batchCloseTime: 'Formato HH:MM, 24 horas.',
    taxPercentage: 'Obrigatório quando há imposto.',
  },
} satisfies ResourceMessages<typeof commerceParameters>;
