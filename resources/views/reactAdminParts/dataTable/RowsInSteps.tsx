import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { DataTableDataContext, useDataTableDataContext, type RaRecord } from 'ra-core';

/** Rows the table's body draws by each render of a page. */
const ROWS_PER_STEP = 5;

/**
 * The table's body draws the page's rows a few at a time, each step a transition: the first rows
 * paint sooner, and no commit of rows and their styles is a long task (a page of 25 rows was one,
 * on a slow phone). Only the body: the list, its selection and what reads the page's records
 * (reference names, select all) see every row at once.
 */
export const RowsInSteps = ({ children }: { children: ReactNode }) => {
  const rows = useDataTableDataContext();
  const [drawn, setDrawn] = useState<{ rows?: RaRecord[]; count: number }>({ rows, count: ROWS_PER_STEP });
  const count = drawn.rows === rows ? drawn.count : ROWS_PER_STEP;
  useEffect(() => {
    if (rows && count < rows.length) startTransition(() => setDrawn({ rows, count: count + ROWS_PER_STEP }));
  }, [rows, count]);
  const shown = rows && count < rows.length ? rows.slice(0, count) : rows;
  return <DataTableDataContext.Provider value={shown}>{children}</DataTableDataContext.Provider>;
};
