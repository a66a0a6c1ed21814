import { createContext, useContext, type ReactNode } from 'react';
import { SessionProvider } from '../authProvider/SessionContext';
import { ScreenSettingsProvider } from '../resources/core/screenSettings';
import type { ConsoleServices } from './consoleServices';

const ConsoleServicesContext = createContext<ConsoleServices | null>(null);

/** The services for the shell, and the runtime configuration's screen settings for the screens. */
export const ConsoleServicesProvider = ({ value, children }: { value: ConsoleServices; children: ReactNode }) => (
  <ConsoleServicesContext.Provider value={value}>
    <SessionProvider value={value.session}>
      <ScreenSettingsProvider value={value.config}>{children}</ScreenSettingsProvider>
    </SessionProvider>
  </ConsoleServicesContext.Provider>
);

/** The session, notices, identity client and providers the console was built with. */
export const useConsoleServices = (): ConsoleServices => {
  const services = useContext(ConsoleServicesContext);
  if (!services) throw new Error('useConsoleServices outside ConsoleServicesProvider');
  return services;
};
