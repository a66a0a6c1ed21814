import { EditOrShow } from '../../views/EditOrShow';
import { profiles } from '../schema';
import { CloneProfileButton } from '../transfer/CloneProfileButton';
import { ProfileEditTabs } from './ProfileEditTabs';

/**
 * A profile's general data and its parameter sets, each tab with its own form. Pessimistic, so
 * a code the server refuses with (TM-0005, a name in use) reaches the field. Readers see the record.
 */
const ProfileEdit = () => (
  <EditOrShow schema={profiles} redirect={false} extraActions={<CloneProfileButton />}>
    <ProfileEditTabs />
  </EditOrShow>
);

export default ProfileEdit;
