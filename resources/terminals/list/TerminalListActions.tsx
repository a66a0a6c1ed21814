import { ColumnsButton, ExportButton, FilterButton, TopToolbar } from 'ra-ui-materialui';
import { CreateTerminalsButton } from '../create/CreateTerminalsButton';

/** The list's toolbar: filters (with saving the current query), columns, creation and CSV export. */
export const TerminalListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ColumnsButton />
    <CreateTerminalsButton />
    <ExportButton maxResults={5000} />
  </TopToolbar>
);
