import { createContext, useContext } from 'react';
import type { ConsoleServices } from './consoleServices';

const ConsoleServicesContext = createContext<ConsoleServices | null>(null);

export const ConsoleServicesProvider = ConsoleServicesContext.Provider;

/** The session, notices, identity client and providers the console was built with. */
export const useConsoleServices = (): ConsoleServices => {
  const services = useContext(ConsoleServicesContext);
  if (!services) throw new Error('useConsoleServices outside ConsoleServicesProvider');
  return services;
};
