import { useContext, type MouseEvent } from 'react';
import { useCreatePath, useRecordContext, type Identifier } from 'ra-core';
import { Link } from 'ra-ui-materialui';
import { schemaNamed } from '../../schemaLookup';
import { ReferenceNamesContext } from './referenceNames';

interface Props {
  source: string;
  /** Registry name of the referenced resource (its records have a `label` field). */
  target: string;
}

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * The name of the record a row points at, linked to its page when it has one, from its
 * column's names (ColumnNames): a cell is a context read and a link, where ReferenceField wraps
 * each in contexts, a Typography and a loading bar. Before the names arrive the cell stays empty; a
 * record that is gone shows its id.
 */
export const ReferenceNameLink = ({ source, target }: Props) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const byId = useContext(ReferenceNamesContext)[source];
  const id = record?.[source] as Identifier | null | undefined;
  if (id === null || id === undefined || !byId) return null;
  const schema = schemaNamed(target);
  const referenced = byId.get(String(id));
  const name = referenced ? String(referenced[schema.label] ?? id) : String(id);
  if (!referenced || !schema.route) return <span>{name}</span>;
  return (
    <Link to={createPath({ resource: schema.resource, id, type: 'show' })} onClick={stopRowClick}>
      {name}
    </Link>
  );
};
