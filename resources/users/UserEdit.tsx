import { EditOrShow } from '../views/EditOrShow';
import { users } from './schema';
import { UserForm } from './UserForm';

/** /users/:userId: writers edit the user, readers (users read suffices here) see it read-only. */
const UserEdit = () => (
  <EditOrShow schema={users} showButton={false}>
    <UserForm mode="update" />
  </EditOrShow>
);

export default UserEdit;
