import { Children, type ReactNode } from 'react';

/**
 * The table's columns in the order the column chooser stored (`columnRanks[rank]` is the index of
 * the column shown at `rank`); columns the ranks do not name keep their place.
 */
export const reorderColumns = (children: ReactNode, columnRanks: number[]) =>
  Children.toArray(children).reduce<ReactNode[]>((columns, column, index) => {
    const rank = columnRanks.indexOf(index);
    columns[rank === -1 ? index : rank] = column;
    return columns;
  }, []);
