import { Create } from 'ra-ui-materialui';
import type { ResourceSchema } from '../core/resourceSchema';
import { SchemaForm } from './SchemaForm';

/** Pessimistic, so a code the server refuses with reaches the form's fields. */
const SchemaCreate = ({ schema }: { schema: ResourceSchema }) => (
  <Create mutationMode="pessimistic" redirect={schema.operations.edit ? 'edit' : 'show'}>
    <SchemaForm schema={schema} mode="create" />
  </Create>
);

export default SchemaCreate;
