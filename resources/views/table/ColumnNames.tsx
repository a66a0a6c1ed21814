import { useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useGetMany, useListContext, useStore, type Identifier } from 'ra-core';
import { schemaNamed } from '../../schemaLookup';
import { useReadableResources } from '../useReadableResources';
import { ReferenceNamesContext } from './referenceNames';

interface Props {
  /** The reference field of the column. */
  source: string;
  /** Registry name of the referenced resource. */
  target: string;
  /** The table's store key and its columns hidden at first (a hidden column's names are not asked for). */
  storeKey: string;
  hiddenColumns: string[];
  children: ReactNode;
}

/**
 * The names of one reference column for the whole page, in one request and one query, for its cells
 * (ReferenceNameLink) to read: a query per cell made the page's 75 names 75 queries and as many
 * renders. The names come in a deferred render, in short slices. Not asked for while the column is
 * hidden or the user may not read the referenced resource.
 */
export const ColumnNames = ({ source, target, storeKey, hiddenColumns, children }: Props) => {
  const parent = useContext(ReferenceNamesContext);
  const { data } = useListContext();
  const [hidden] = useStore<string[]>(storeKey, hiddenColumns);
  const readable = useReadableResources();
  const schema = schemaNamed(target);
  const ids = useMemo(() => {
    const found = (data ?? []).map((record) => record[source] as Identifier | null | undefined);
    return [...new Set(found.filter((id): id is Identifier => id !== null && id !== undefined))];
  }, [data, source]);
  const enabled = ids.length > 0 && !hidden.includes(source) && readable(schema.resource) === true;
  const { data: records } = useGetMany(schema.resource, { ids }, { enabled });
  const shown = useDeferredValue(records);
  const value = useMemo(
    () => ({ ...parent, [source]: shown && new Map(shown.map((record) => [String(record.id), record])) }),
    [parent, source, shown],
  );
  return <ReferenceNamesContext.Provider value={value}>{children}</ReferenceNamesContext.Provider>;
};
