import { useCanAccess } from 'ra-core';
import { Edit, ListButton, Loading, ShowButton, TopToolbar } from 'ra-ui-materialui';
import { SchemaForm } from '../../views/SchemaForm';
import SchemaShow from '../../views/SchemaShow';
import { groups } from '../schema';
import { CopyGroupButton } from './CopyGroupButton';
import { GroupTerminals } from './terminals/GroupTerminals';

const GroupEditActions = () => (
  <TopToolbar>
    <CopyGroupButton />
    <ListButton />
    <ShowButton />
  </TopToolbar>
);

/** A group's name, commerce, host and parameters, its copy, and the terminals in it. */
const GroupEdit = () => {
  const { canAccess: canEdit, isPending } = useCanAccess({ resource: groups.resource, action: 'edit' });
  if (isPending) return <Loading />;
  if (!canEdit) return <SchemaShow schema={groups} />;
  return (
    <Edit mutationMode="pessimistic" actions={<GroupEditActions />} redirect="list">
      <SchemaForm schema={groups} mode="update" />
      <GroupTerminals />
    </Edit>
  );
};

export default GroupEdit;
