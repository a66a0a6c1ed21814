import { Edit, ListButton, ShowButton, TopToolbar } from 'ra-ui-materialui';
import { CommerceTabs } from './CommerceTabs';

const EditActions = () => (
  <TopToolbar>
    <ListButton />
    <ShowButton />
  </TopToolbar>
);

/** Pessimistic, so the codes the commerce service refuses with reach the form's fields. */
const CommerceEdit = () => (
  <Edit mutationMode="pessimistic" actions={<EditActions />} redirect={false}>
    <CommerceTabs mode="update" />
  </Edit>
);

export default CommerceEdit;
