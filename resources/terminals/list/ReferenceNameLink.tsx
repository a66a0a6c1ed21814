import { useDeferredValue, type MouseEvent } from 'react';
import { useCreatePath, useGetManyAggregate, useRecordContext, type Identifier } from 'ra-core';
import { Link } from 'ra-ui-materialui';
import { schemaNamed } from '../../schemaLookup';

interface Props {
  source: string;
  /** Registry name of the referenced resource (its records have a `label` field). */
  target: string;
}

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * The name of the record a terminal points at, linked to its page when it has one. Every cell
 * of a column asks through the same aggregated getMany (one request per column and page), and a
 * cell is a hook and a link: 75 of them on the first page render far quicker than ReferenceField,
 * which wraps each in contexts, a Typography and a loading bar. Before the names arrive the cell
 * stays empty; a record that is gone shows its id.
 */
export const ReferenceNameLink = ({ source, target }: Props) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const schema = schemaNamed(target);
  const id = record?.[source] as Identifier | null | undefined;
  const { data } = useGetManyAggregate(
    schema.resource,
    { ids: id === null || id === undefined ? [] : [id] },
    { enabled: id !== null && id !== undefined },
  );
  // The names of a page arrive together, in an update React renders at once: the 75 links come
  // in a deferred render instead, in short slices.
  const shown = useDeferredValue(data);
  if (id === null || id === undefined || !shown) return null;
  const referenced = shown[0];
  const name = referenced ? String(referenced[schema.label] ?? id) : String(id);
  if (!referenced || !schema.route) return <span>{name}</span>;
  return (
    <Link to={createPath({ resource: schema.resource, id, type: 'show' })} onClick={stopRowClick}>
      {name}
    </Link>
  );
};
