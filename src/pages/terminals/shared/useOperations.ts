import { useDataProvider } from 'ra-core';
import type { TerminalOperationsDataProvider } from '../../../../dataProviders/terminalOperationsMethods';

/** The data provider with the terminal operations methods. */
export const useOperations = () => useDataProvider<TerminalOperationsDataProvider>();
