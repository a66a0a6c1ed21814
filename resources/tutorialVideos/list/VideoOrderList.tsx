import type { ResourceSchema } from '../../core/resourceSchema';
import { ConsoleList } from '../../views/reactAdminParts/list/ConsoleList';
import { CreateOnlyListToolbar } from '../../views/listToolbars';
import { VideoOrderTable } from './VideoOrderTable';
import { videoOrderQuery } from './videoOrderQuery';

/** A video resource's list: all its records in their order, to be reordered in place. */
const VideoOrderList = ({ schema, labelField }: { schema: ResourceSchema; labelField: string }) => (
  <ConsoleList {...videoOrderQuery} pagination={false} toolbar={<CreateOnlyListToolbar schema={schema} />}>
    <VideoOrderTable schema={schema} labelField={labelField} />
  </ConsoleList>
);

export default VideoOrderList;
