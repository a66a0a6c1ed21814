import { ColumnsButton, CreateButton, FilterButton, TopToolbar } from 'ra-ui-materialui';
import { useEntityAbilities } from '../../authProvider/useEntityAbilities';
import type { ResourceSchema } from '../core/resourceSchema';
import { filterInputs } from './filterInputs';
import { ListChromeToolbar } from './reactAdminParts/list/ListChromeToolbar';
import { useReadableResources } from './useReadableResources';

/** ListWithColumn's filters and buttons, fetched once its first rows have painted. */
const ListWithColumnChrome = ({ schema }: { schema: ResourceSchema }) => {
  const readable = useReadableResources();
  const abilities = useEntityAbilities();
  return (
    <ListChromeToolbar
      filters={filterInputs(schema, readable, abilities)}
      actions={
        <TopToolbar>
          <FilterButton />
          <ColumnsButton />
          <CreateButton />
        </TopToolbar>
      }
    />
  );
};

export default ListWithColumnChrome;
