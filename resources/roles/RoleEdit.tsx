import { useCanAccess } from 'ra-core';
import { Edit, ListButton, Loading, TopToolbar } from 'ra-ui-materialui';
import type { ResourceSchema } from '../core/resourceSchema';
import SchemaShow from '../views/SchemaShow';
import { RoleForm } from './RoleForm';

/** Editing a role's permissions; a reader sees the role read-only. */
const RoleEdit = ({ schema }: { schema: ResourceSchema }) => {
  const { canAccess, isPending } = useCanAccess({ resource: schema.resource, action: 'edit' });
  if (isPending) return <Loading />;
  if (!canAccess) return <SchemaShow schema={schema} />;
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      resource={schema.resource}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <RoleForm schema={schema} mode="update" />
    </Edit>
  );
};

export default RoleEdit;
