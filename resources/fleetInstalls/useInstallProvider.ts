import { useDataProvider } from 'ra-core';
import type { ConsoleDataProvider } from '../../dataProviders/consoleDataProvider';

/** The resource the install methods are asked through: it routes them to the app service. */
export const INSTALL_RESOURCE = 'appVersions';

export const useInstallProvider = () => useDataProvider<ConsoleDataProvider>();
