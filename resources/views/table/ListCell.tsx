import type { Field } from '../../core/fields';
import { schemaNamed } from '../../schemaLookup';
import type { useReadableResources } from '../useReadableResources';
import { CellValue } from './CellValue';
import { ReferenceCell } from './ReferenceCell';

interface Props {
  resource: string;
  path: string;
  field: Field;
  /** The list's access answer, asked once for all its cells. */
  readable: ReturnType<typeof useReadableResources>;
}

/** A list column's cell: a reference's name from the page's names (ReferenceCell), else CellValue. */
export const ListCell = ({ resource, path, field, readable }: Props) =>
  'target' in field ? (
    <ReferenceCell
      source={path}
      target={field.target}
      many={field.kind === 'referenceArray'}
      readable={readable(schemaNamed(field.target).resource)}
    />
  ) : (
    <CellValue resource={resource} path={path} field={field} />
  );
