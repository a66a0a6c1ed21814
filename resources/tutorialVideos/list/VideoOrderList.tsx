import type { ResourceSchema } from '../../core/resourceSchema';
import { ConsoleList } from '../../views/reactAdminParts/list/ConsoleList';
import { listChrome } from '../../views/reactAdminParts/list/listChrome';
import { VideoOrderTable } from './VideoOrderTable';

/** How many videos an order covers: all of an entity's, on one page. */
export const VIDEO_ORDER_PAGE = 500;

const VideoOrderToolbar = listChrome(() => import('./VideoOrderListChrome'));

/** A video resource's list: all its records in their order, to be reordered in place. */
const VideoOrderList = ({ schema, labelField }: { schema: ResourceSchema; labelField: string }) => (
  <ConsoleList
    perPage={VIDEO_ORDER_PAGE}
    sort={{ field: 'orderNumber', order: 'ASC' }}
    pagination={false}
    toolbar={<VideoOrderToolbar schema={schema} />}
  >
    <VideoOrderTable schema={schema} labelField={labelField} />
  </ConsoleList>
);

export default VideoOrderList;
