import { createContext } from 'react';

/** Told by the list's toolbar when it has mounted (see useTableRemount). */
export const ToolbarArrivalContext = createContext<() => void>(() => undefined);
