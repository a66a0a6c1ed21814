import { ExportButton, FilterButton, TopToolbar } from 'ra-ui-materialui';
import { ColumnsChooserButton } from '../../views/reactAdminParts/dataTable/ColumnsChooserButton';
import { CreateTerminalsButton } from '../create/CreateTerminalsButton';

/** The list's toolbar: filters (with saving the current query), columns, creation and CSV export. */
export const TerminalListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ColumnsChooserButton />
    <CreateTerminalsButton />
    <ExportButton maxResults={5000} />
  </TopToolbar>
);
