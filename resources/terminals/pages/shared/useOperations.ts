import { useDataProvider } from 'ra-core';
import type { TerminalOperationsDataProvider } from '../../../../dataProviders/terminals/operationsMethods';

/** The data provider with the terminal operations methods. */
export const useOperations = () => useDataProvider<TerminalOperationsDataProvider>();
