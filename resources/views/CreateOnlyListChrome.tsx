import { CreateButton, TopToolbar } from 'ra-ui-materialui';
import type { ResourceSchema } from '../core/resourceSchema';
import { ListChromeToolbar } from './reactAdminParts/list/ListChromeToolbar';

/**
 * A list's create button alone, where the resource allows creating (the networks, the videos),
 * fetched once its rows have painted.
 */
const CreateOnlyListChrome = ({ schema }: { schema: ResourceSchema }) => (
  <ListChromeToolbar actions={<TopToolbar>{schema.operations.create && <CreateButton />}</TopToolbar>} />
);

export default CreateOnlyListChrome;
