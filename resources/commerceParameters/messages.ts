import type { ResourceMessages } from '../core/messageTypes';
import type { commerceParameters } from './schema';

export const messages = {
  es: {
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
  },
  en: {
    name: { one: 'Commerce parameters', other: 'Commerce parameters' },
    fields: {
      commerceId: 'Commerce',
      groupId: 'Group',
      sourceGroupId: 'Group it inherits from',
      inheritFromGroup: 'Inherit the group’s parameters',
      tipsEnabled: 'Tips enabled',
      tipPercentage1: 'Tip 1 (%)',
      tipPercentage2: 'Tip 2 (%)',
      tipPercentage3: 'Tip 3 (%)',
      maxTip: 'Maximum tip',
      taxType: 'Tax',
      taxPercentage: 'Tax percentage',
      batchCloseTime: 'Batch closing time',
      receiptFooter: 'Receipt footer',
      signatureRequired: 'Signature capture',
      fallbackEnabled: 'Fallback enabled',
    },
    groups: {},
    choices: {
      taxType: { NONE: 'No tax', ITBIS: 'ITBIS', TAX_LEGAL: 'Legal TAX', IVA: 'VAT (IVA)', IMPOCONSUMO: 'IMPOCONSUMO' },
    },
    help: {
      batchCloseTime: 'HH:MM, 24-hour clock.',
      taxPercentage: 'Required when a tax applies.',
    },
  },
  pt: {
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
  },
} satisfies ResourceMessages<typeof commerceParameters>;
