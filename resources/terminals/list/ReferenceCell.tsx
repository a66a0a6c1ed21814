import { ReferenceArrayField, SingleFieldList, ChipField, TextField } from 'ra-ui-materialui';
import { schemaNamed } from '../../schemaLookup';
import { ReferenceNameLink } from './ReferenceNameLink';

interface Props {
  source: string;
  /** Registry name of the referenced resource. */
  target: string;
  many?: boolean;
  /** Whether the user may read the target, decided once for the whole list; undefined while unknown. */
  readable: boolean | undefined;
}

/**
 * A reference cell of the terminal list: the referenced record's name, or the bare id when the
 * user may not read that resource (asking would end the session). Unlike the generic field, it
 * takes the access decision from the list instead of asking per cell, and single references are
 * a light link (ReferenceNameLink), which keeps the first page's render short.
 */
export const ReferenceCell = ({ source, target, many, readable }: Props) => {
  const schema = schemaNamed(target);
  if (readable === undefined) return null;
  if (!readable) return <TextField source={source} />;
  if (many)
    return (
      <ReferenceArrayField source={source} reference={schema.resource}>
        <SingleFieldList linkType={false}>
          <ChipField source={schema.label} size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
    );
  return <ReferenceNameLink source={source} target={target} />;
};
