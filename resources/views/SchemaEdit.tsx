import type { ResourceSchema } from '../core/resourceSchema';
import { EditOrShow } from './EditOrShow';
import { SchemaForm, type FormSection } from './SchemaForm';
import type { FormCheck } from './schemaResolver';

interface Props {
  schema: ResourceSchema;
  check?: FormCheck;
  sections?: readonly FormSection[];
  className?: string;
}

/** The schema's form on the record's edit page (read-only for a reader, see EditOrShow). */
const SchemaEdit = ({ schema, check, sections, className }: Props) => (
  <EditOrShow schema={schema} className={className}>
    <SchemaForm schema={schema} mode="update" check={check} sections={sections} />
  </EditOrShow>
);

export default SchemaEdit;
