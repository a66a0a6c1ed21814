import { Edit, ListButton, ShowButton, TopToolbar } from 'ra-ui-materialui';
import { BranchForm } from './BranchForm';

const EditActions = () => (
  <TopToolbar>
    <ListButton />
    <ShowButton />
  </TopToolbar>
);

/** Pessimistic, so the codes the commerce service refuses with reach the form's fields. */
const BranchEdit = () => (
  <Edit mutationMode="pessimistic" actions={<EditActions />} redirect="list">
    <BranchForm mode="update" />
  </Edit>
);

export default BranchEdit;
