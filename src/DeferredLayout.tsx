import type { ReactNode } from 'react';
import { firstScreenView } from '../resources/views/lazyView';

/** The signed-in layout's chunk: header, sidebar, footer and the session's watchers. */
export const loadConsoleLayout = () => import('./layout/ConsoleLayout');

/**
 * The layout, loaded only once someone is signed in: the login page never needs it. It renders
 * when its chunk and the messages it shows (`messagesReady`: the resources' names) are both in.
 */
export const deferredLayout = (messagesReady: () => Promise<void>) =>
  firstScreenView<{ children: ReactNode }>(() =>
    Promise.all([loadConsoleLayout(), messagesReady()]).then(([module]) => ({ default: module.ConsoleLayout })),
  );
