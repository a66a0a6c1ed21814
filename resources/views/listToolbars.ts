import { listChrome } from './reactAdminParts/list/listChrome';
import { toolbarHeights } from './reactAdminParts/list/toolbarHeight';

/** A schema list's filters and buttons (SchemaListChrome), declared once for every list that shows them. */
export const SchemaListToolbar = listChrome(() => import('./SchemaListChrome'));

/** A list's create button alone (CreateOnlyListChrome): the networks, the videos. */
export const CreateOnlyListToolbar = listChrome(() => import('./CreateOnlyListChrome'), toolbarHeights.buttons);
