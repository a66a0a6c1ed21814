import { SaveButton, Toolbar } from 'ra-ui-materialui';
import { tags } from './schema';
import { TagDeleteButton } from './TagDeleteButton';

/** Save, and delete with the tag's name typed (then back to the list). */
export const TagEditToolbar = () => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    <TagDeleteButton redirectTo={`/${tags.resource}`} />
  </Toolbar>
);
