import { Create } from 'ra-ui-materialui';
import { UserForm } from './UserForm';

/** A new user with a password confirmed twice; pessimistic, so the service's codes reach the fields. */
const UserCreate = () => (
  <Create mutationMode="pessimistic" redirect="list">
    <UserForm mode="create" />
  </Create>
);

export default UserCreate;
