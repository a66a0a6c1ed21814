/** Texts of the operation screens in Spanish (the source: en and pt must have every key). */
export const operationPagesEs = {
  operationPages: {
    transactions: { day: 'Día', seeOperations: 'Ver las operaciones del día' },
    artemis: { download: 'Descargar' },
    totals: {
      title: 'Totales del filtro',
      operations_one: '{{smart_count}} operación',
      operations_other: '{{smart_count}} operaciones',
      sales: 'Ventas',
      cancellations: 'Anulaciones',
      refunds: 'Devoluciones',
      net: 'Total neto',
      void: 'Anuladas (no suman)',
    },
  },
};
