import { useCanAccess } from 'ra-core';
import { Edit, ListButton, Loading, ShowButton, TopToolbar } from 'ra-ui-materialui';
import type { ResourceSchema } from '../../core/resourceSchema';
import SchemaShow from '../../views/SchemaShow';
import { VideoForm } from './VideoForm';

/** A video's edit page; a reader sees it read-only. */
const VideoEdit = ({ schema }: { schema: ResourceSchema }) => {
  const { canAccess: canEdit, isPending } = useCanAccess({ resource: schema.resource, action: 'edit' });
  if (isPending) return <Loading />;
  if (!canEdit) return <SchemaShow schema={schema} />;
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
      <VideoForm schema={schema} mode="update" />
    </Edit>
  );
};

export default VideoEdit;
