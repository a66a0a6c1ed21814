import { useDataProvider } from 'ra-core';
import type { ConsoleDataProvider } from '../../dataProviders/consoleDataProvider';

export const useInstallProvider = () => useDataProvider<ConsoleDataProvider>();
