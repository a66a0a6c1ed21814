import { CreateButton, TopToolbar } from 'ra-ui-materialui';
import type { ResourceSchema } from '../../core/resourceSchema';
import { ListChromeToolbar } from '../../views/reactAdminParts/list/ListChromeToolbar';

/** A video list's create button (for those who may create), fetched once its rows have painted. */
const VideoOrderListChrome = ({ schema }: { schema: ResourceSchema }) => (
  <ListChromeToolbar actions={<TopToolbar>{schema.operations.create && <CreateButton />}</TopToolbar>} />
);

export default VideoOrderListChrome;
