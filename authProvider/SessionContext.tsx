import { createContext, useContext, type ReactNode } from 'react';
import type { SessionStore } from './sessionStore';

const SessionContext = createContext<SessionStore | null>(null);

/** The signed-in session (its entity, the entities it may switch to) for the screens that show it. */
export const SessionProvider = ({ value, children }: { value: SessionStore; children: ReactNode }) => (
  <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
);

export const useSession = (): SessionStore => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
};
