import type { operationPagesEs } from './es';

/** Texts of the operation screens in Portuguese. */
export const operationPagesPt: typeof operationPagesEs = {
  operationPages: {
    transactions: { day: 'Dia', seeOperations: 'Ver as operações do dia' },
    artemis: { download: 'Baixar' },
    totals: {
      title: 'Totais do filtro',
      operations_one: '{{smart_count}} operação',
      operations_other: '{{smart_count}} operações',
      sales: 'Vendas',
      cancellations: 'Cancelamentos',
      refunds: 'Devoluções',
      net: 'Total líquido',
      void: 'Anuladas (não somam)',
    },
  },
};
