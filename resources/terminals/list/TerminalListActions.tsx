import { ExportButton, TopToolbar } from 'ra-ui-materialui';
import { FilterAndColumnsButtons } from '../../views/reactAdminParts/firstPaint/FilterAndColumnsButtons';
import { CreateTerminalsButton } from '../create/CreateTerminalsButton';

/** The list's toolbar: filters (with saving the current query), columns, creation and CSV export. */
export const TerminalListActions = () => (
  <TopToolbar>
    <FilterAndColumnsButtons />
    <CreateTerminalsButton />
    <ExportButton maxResults={5000} />
  </TopToolbar>
);
