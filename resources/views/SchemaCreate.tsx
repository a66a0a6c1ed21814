import { Create } from 'ra-ui-materialui';
import type { ResourceSchema } from '../core/resourceSchema';
import { SchemaForm, type FormSection } from './SchemaForm';
import type { FormCheck } from './schemaResolver';

/** Pessimistic, so a code the server refuses with reaches the form's fields. */
interface Props {
  schema: ResourceSchema;
  check?: FormCheck;
  sections?: readonly FormSection[];
  defaultValues?: Record<string, unknown>;
  className?: string;
}

const SchemaCreate = ({ schema, check, sections, defaultValues, className }: Props) => (
  <Create className={className} mutationMode="pessimistic" redirect={schema.operations.edit ? 'edit' : 'show'}>
    <SchemaForm schema={schema} mode="create" check={check} sections={sections} defaultValues={defaultValues} />
  </Create>
);

export default SchemaCreate;
