import { ExportButton, FilterButton, TopToolbar } from 'ra-ui-materialui';
import { filterInputs } from '../views/filterInputs';
import { ListChromeToolbar } from '../views/reactAdminParts/list/ListChromeToolbar';
import { useReadableResources } from '../views/useReadableResources';
import { terminalLogs } from './schema';

/** The log list's filters and buttons, fetched once its first rows have painted. */
const TerminalLogListChrome = () => {
  const readable = useReadableResources();
  return (
    <ListChromeToolbar
      filters={filterInputs(terminalLogs, readable)}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
    />
  );
};

export default TerminalLogListChrome;
