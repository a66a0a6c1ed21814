/** The seven dashboards of the route table (spec section 2), each at /dashboards/<name>. */
export const dashboardBoards = [
  'transactions',
  'monitoring',
  'helpdesk',
  'advertisement',
  'product',
  'project-management',
  'crypto',
] as const;
export type DashboardBoardName = (typeof dashboardBoards)[number];

export const isDashboardBoard = (value: unknown): value is DashboardBoardName =>
  typeof value === 'string' && (dashboardBoards as readonly string[]).includes(value);

/** How a figure is written: a count, a percentage (0-100) or an amount in the board's currency. */
export type FigureUnit = 'count' | 'percent' | 'money';

/** One headline number of a board. */
export interface BoardFigure {
  key: string;
  value: number;
  unit: FigureUnit;
}

/**
 * One bar. `key` names it among the board's translations (`dashboards.bars.<chart>.<key>`)
 * unless `label` is given: data with its own names (a model, a month, an hour).
 */
export interface BoardBar {
  key: string;
  label?: string;
  value: number;
}

export interface BoardChart {
  key: string;
  unit: FigureUnit;
  bars: BoardBar[];
}

/** What a dashboard shows, computed by the services from the entity's records. */
export interface DashboardBoard {
  board: DashboardBoardName;
  /** When the figures were computed (ISO time). */
  asOf: string;
  /** The currency of money figures; null when the board has none. */
  currency: string | null;
  figures: BoardFigure[];
  charts: BoardChart[];
}
