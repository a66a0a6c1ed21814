import { useMemo } from 'react';
import { ListChromeToolbar } from '../../views/reactAdminParts/list/ListChromeToolbar';
import { useReadableResources } from '../../views/useReadableResources';
import { TerminalListActions } from './TerminalListActions';
import { terminalFilters } from './terminalFilters';

/** The terminal list's filters and actions, fetched once its first rows have painted. */
const TerminalListChrome = () => {
  const readable = useReadableResources();
  const filters = useMemo(() => terminalFilters(readable), [readable]);
  return <ListChromeToolbar filters={filters} actions={<TerminalListActions />} />;
};

export default TerminalListChrome;
