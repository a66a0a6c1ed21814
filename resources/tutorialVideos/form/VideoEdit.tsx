import type { ResourceSchema } from '../../core/resourceSchema';
import { EditOrShow } from '../../views/EditOrShow';
import { VideoForm } from './VideoForm';

/** A video's edit page; a reader sees it read-only. */
const VideoEdit = ({ schema }: { schema: ResourceSchema }) => (
  <EditOrShow schema={schema}>
    <VideoForm schema={schema} mode="update" />
  </EditOrShow>
);

export default VideoEdit;
