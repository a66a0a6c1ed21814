import { Create } from 'ra-ui-materialui';
import { BranchForm } from './BranchForm';

/** Pessimistic, so the codes the commerce service refuses with reach the form's fields. */
const BranchCreate = () => (
  <Create mutationMode="pessimistic" redirect="edit">
    <BranchForm mode="create" />
  </Create>
);

export default BranchCreate;
