import { Create } from 'ra-ui-materialui';
import type { ResourceSchema } from '../core/resourceSchema';
import { RoleForm } from './RoleForm';

/** Creating a role (or a commerce-user role) from the grouped permission picker. */
const RoleCreate = ({ schema }: { schema: ResourceSchema }) => (
  <Create mutationMode="pessimistic" redirect="list" resource={schema.resource}>
    <RoleForm schema={schema} mode="create" />
  </Create>
);

export default RoleCreate;
