import { CreateButton, List, TopToolbar } from 'ra-ui-materialui';
import type { ResourceSchema } from '../../core/resourceSchema';
import { VideoOrderTable } from './VideoOrderTable';

/** How many videos an order covers: all of an entity's, on one page. */
export const VIDEO_ORDER_PAGE = 500;

/** A video resource's list: all its records in their order, to be reordered in place. */
const VideoOrderList = ({ schema, labelField }: { schema: ResourceSchema; labelField: string }) => (
  <List
    perPage={VIDEO_ORDER_PAGE}
    sort={{ field: 'orderNumber', order: 'ASC' }}
    pagination={false}
    actions={<TopToolbar>{schema.operations.create && <CreateButton />}</TopToolbar>}
  >
    <VideoOrderTable schema={schema} labelField={labelField} />
  </List>
);

export default VideoOrderList;
