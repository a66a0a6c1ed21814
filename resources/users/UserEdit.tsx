import { useCanAccess } from 'ra-core';
import { Edit, ListButton, Loading, TopToolbar } from 'ra-ui-materialui';
import SchemaShow from '../views/SchemaShow';
import { users } from './schema';
import { UserForm } from './UserForm';

/** /users/:userId: writers edit the user, readers (users read suffices here) see it read-only. */
const UserEdit = () => {
  const { canAccess, isPending } = useCanAccess({ resource: users.resource, action: 'edit' });
  if (isPending) return <Loading />;
  if (!canAccess) return <SchemaShow schema={users} />;
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <UserForm mode="update" />
    </Edit>
  );
};

export default UserEdit;
