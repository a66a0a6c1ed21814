import { ChipField, ReferenceArrayField, SingleFieldList } from 'ra-ui-materialui';
import { schemaNamed } from '../../schemaLookup';

interface Props {
  source: string;
  /** Registry name of the referenced resource. */
  target: string;
}

/** The names of the records a row points at (a terminal's tags), as chips. */
const ReferenceChips = ({ source, target }: Props) => {
  const schema = schemaNamed(target);
  return (
    <ReferenceArrayField source={source} reference={schema.resource}>
      <SingleFieldList linkType={false}>
        <ChipField source={schema.label} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  );
};

export default ReferenceChips;
