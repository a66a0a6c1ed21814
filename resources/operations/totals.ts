/** The totals of a filtered operations list (spec section 2: operations, totals). */
export interface OperationFigure {
  count: number;
  amount: number;
}

export interface OperationTotals {
  /** Every operation the filter finds. */
  operations: number;
  closed: OperationFigure;
  void: OperationFigure;
  /** Closed sales, cancellations and refunds; void operations count in none. */
  sales: OperationFigure;
  cancellations: OperationFigure;
  refunds: OperationFigure;
  /** Closed sales minus closed cancellations and refunds. */
  net: OperationFigure;
}

export interface TotalsRow {
  type: string;
  status: string;
  count: number;
  /** In cents, summed exactly. */
  cents: number;
}

const figure = (rows: readonly TotalsRow[]): OperationFigure => ({
  count: rows.reduce((sum, row) => sum + row.count, 0),
  amount: Math.round(rows.reduce((sum, row) => sum + row.cents, 0)) / 100,
});

/** The totals from counts and sums grouped by type and status. */
export const totalsOf = (rows: readonly TotalsRow[]): OperationTotals => {
  const closed = rows.filter((row) => row.status === 'CLOSED');
  const ofType = (type: string) => figure(closed.filter((row) => row.type === type));
  const sales = ofType('SALE');
  const cancellations = ofType('CANCELLATION');
  const refunds = ofType('REFUND');
  return {
    operations: figure(rows).count,
    closed: figure(closed),
    void: figure(rows.filter((row) => row.status === 'VOID')),
    sales,
    cancellations,
    refunds,
    net: {
      count: sales.count + cancellations.count + refunds.count,
      amount: Math.round((sales.amount - cancellations.amount - refunds.amount) * 100) / 100,
    },
  };
};
