// The kinds of report, apart from the code that writes their files (which loads with the report screens).
/** What a saved report produces (spec section 7, Report: user, terminal, commerce; artemis). */
export const reportKinds = ['terminal', 'user', 'commerce', 'artemis'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** The reports written as one table of records (the terminal report has its own file). */
export const tableReportKinds = ['user', 'commerce', 'artemis'] as const;
export type TableReportKind = (typeof tableReportKinds)[number];

export const isTableReportKind = (kind: unknown): kind is TableReportKind =>
  tableReportKinds.includes(kind as TableReportKind);
