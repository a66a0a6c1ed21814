import type { ResourceSchema } from '../../core/resourceSchema';
import { ConsoleList } from '../../views/reactAdminParts/list/ConsoleList';
import { listChrome } from '../../views/reactAdminParts/list/listChrome';
import { VideoOrderTable } from './VideoOrderTable';
import { videoOrderQuery } from './videoOrderQuery';

const VideoOrderToolbar = listChrome(() => import('../../views/CreateOnlyListChrome'));

/** A video resource's list: all its records in their order, to be reordered in place. */
const VideoOrderList = ({ schema, labelField }: { schema: ResourceSchema; labelField: string }) => (
  <ConsoleList {...videoOrderQuery} pagination={false} toolbar={<VideoOrderToolbar schema={schema} />}>
    <VideoOrderTable schema={schema} labelField={labelField} />
  </ConsoleList>
);

export default VideoOrderList;
