import { Create } from 'ra-ui-materialui';
import type { ResourceSchema } from '../../core/resourceSchema';
import { VideoForm } from './VideoForm';

/** A new video or category goes last: the service gives it the next order number. */
const VideoCreate = ({ schema }: { schema: ResourceSchema }) => (
  <Create mutationMode="pessimistic" redirect="list">
    <VideoForm schema={schema} mode="create" />
  </Create>
);

export default VideoCreate;
