import { useCanAccess } from 'ra-core';
import { Edit, ListButton, Loading, ShowButton, TopToolbar } from 'ra-ui-materialui';
import SchemaShow from '../../views/SchemaShow';
import { multimedia } from '../schema';
import { MultimediaForm } from './MultimediaForm';

/** A multimedia item's edit page; a reader sees it read-only. */
const MultimediaEdit = () => {
  const { canAccess: canEdit, isPending } = useCanAccess({ resource: multimedia.resource, action: 'edit' });
  if (isPending) return <Loading />;
  if (!canEdit) return <SchemaShow schema={multimedia} />;
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      actions={
        <TopToolbar>
          <ListButton />
          <ShowButton />
        </TopToolbar>
      }
    >
      <MultimediaForm mode="update" />
    </Edit>
  );
};

export default MultimediaEdit;
