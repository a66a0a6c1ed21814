import { Create } from 'ra-ui-materialui';
import { CommerceTabs } from './CommerceTabs';

/** Pessimistic, so the codes the commerce service refuses with reach the form's fields; then on to its tabs. */
const CommerceCreate = () => (
  <Create mutationMode="pessimistic" redirect="edit">
    <CommerceTabs mode="create" />
  </Create>
);

export default CommerceCreate;
