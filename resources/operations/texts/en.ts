import type { operationPagesEs } from './es';

/** Texts of the operation screens in English. */
export const operationPagesEn: typeof operationPagesEs = {
  operationPages: {
    transactions: { day: 'Day', seeOperations: "See the day's operations" },
    artemis: { download: 'Download' },
    totals: {
      title: 'Filter totals',
      operations_one: '{{smart_count}} operation',
      operations_other: '{{smart_count}} operations',
      sales: 'Sales',
      cancellations: 'Cancellations',
      refunds: 'Refunds',
      net: 'Net total',
      void: 'Void (not added)',
    },
  },
};
