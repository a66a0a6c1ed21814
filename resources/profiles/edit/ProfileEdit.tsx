import { useCanAccess } from 'ra-core';
import { Edit, ListButton, Loading, ShowButton, TopToolbar } from 'ra-ui-materialui';
import SchemaShow from '../../views/SchemaShow';
import { profiles } from '../schema';
import { CloneProfileButton } from '../transfer/CloneProfileButton';
import { ProfileEditTabs } from './ProfileEditTabs';

const EditActions = () => (
  <TopToolbar>
    <CloneProfileButton />
    <ListButton />
    <ShowButton />
  </TopToolbar>
);

/**
 * A profile's general data and its parameter sets, each tab with its own form. Pessimistic, so
 * a code the server refuses with (TM-0005, a name in use) reaches the field. Readers see the record.
 */
const ProfileEdit = () => {
  const { canAccess: canEdit, isPending } = useCanAccess({ resource: profiles.resource, action: 'edit' });
  if (isPending) return <Loading />;
  if (!canEdit) return <SchemaShow schema={profiles} />;
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} redirect={false}>
      <ProfileEditTabs />
    </Edit>
  );
};

export default ProfileEdit;
