import { CreateButton, ExportButton, FilterButton, TopToolbar } from 'ra-ui-materialui';
import { filterInputs } from '../views/filterInputs';
import { ListChromeToolbar } from '../views/reactAdminParts/list/ListChromeToolbar';
import { tags } from './schema';

/** The tag list's filters and buttons, fetched once its first rows have painted. */
const TagListChrome = () => (
  <ListChromeToolbar
    filters={filterInputs(tags, () => false)}
    actions={
      <TopToolbar>
        <FilterButton />
        <CreateButton />
        <ExportButton />
      </TopToolbar>
    }
  />
);

export default TagListChrome;
