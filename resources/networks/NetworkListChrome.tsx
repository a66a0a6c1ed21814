import { CreateButton, TopToolbar } from 'ra-ui-materialui';
import { ListChromeToolbar } from '../views/reactAdminParts/list/ListChromeToolbar';

/** The network list's create button, fetched once its rows have painted. */
const NetworkListChrome = () => (
  <ListChromeToolbar
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  />
);

export default NetworkListChrome;
