export interface BarDatum {
  key: string;
  /** The axis label under the bar (short). */
  label: string;
  value: number;
  /** What the tooltip and a screen reader say of the bar (a full sentence). */
  description: string;
}

export interface BarChartProps {
  /** Accessible name of the chart. */
  title: string;
  /** Accessible description: what the bars mean and their values. */
  description: string;
  data: readonly BarDatum[];
  height: number;
  /** How axis values are written (the locale's digits). */
  formatValue: (value: number) => string;
  /** Show every n-th axis label at most. */
  labelEvery?: number;
  /** Write each bar's value above it (for a few wide bars). */
  showValues?: boolean;
}
