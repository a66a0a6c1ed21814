import type { ReactNode } from 'react';
import type { Field } from '../../core/fields';
import { ColumnNames } from './ColumnNames';

/** The single-reference columns among a list's (name, field) pairs, for PageReferenceNames. */
export const referenceColumnsOf = (columns: readonly (readonly [string, Field])[]) =>
  columns.flatMap(([source, field]) => (field.kind === 'reference' ? [{ source, target: field.target }] : []));

interface Props {
  /** The single-reference columns: their field and the registry name of what they point at. */
  columns: { source: string; target: string }[];
  storeKey: string;
  hiddenColumns: string[];
  children: ReactNode;
}

/** The names of every reference column of the page (ColumnNames for each), for the table's cells. */
export const PageReferenceNames = ({ columns, storeKey, hiddenColumns, children }: Props) =>
  columns.reduceRight<ReactNode>(
    (inner, { source, target }) => (
      <ColumnNames source={source} target={target} storeKey={storeKey} hiddenColumns={hiddenColumns}>
        {inner}
      </ColumnNames>
    ),
    children,
  );
