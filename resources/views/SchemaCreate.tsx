import { Create } from 'ra-ui-materialui';
import type { ResourceSchema } from '../core/resourceSchema';
import { SchemaForm } from './SchemaForm';
import type { FormCheck } from './schemaResolver';

/** Pessimistic, so a code the server refuses with reaches the form's fields. */
const SchemaCreate = ({ schema, check }: { schema: ResourceSchema; check?: FormCheck }) => (
  <Create mutationMode="pessimistic" redirect={schema.operations.edit ? 'edit' : 'show'}>
    <SchemaForm schema={schema} mode="create" check={check} />
  </Create>
);

export default SchemaCreate;
