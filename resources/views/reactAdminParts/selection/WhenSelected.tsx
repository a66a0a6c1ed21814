import type { ReactNode } from 'react';
import { useListContext } from 'ra-core';

/**
 * A list's bulk actions, drawn once rows are selected. react-admin keeps its bulk toolbar
 * mounted and hidden, and with it the buttons, their confirmation dialogs and their access
 * questions, on every list's first render.
 */
export const WhenSelected = ({ children }: { children: ReactNode }) => {
  const { selectedIds } = useListContext();
  return selectedIds.length > 0 ? children : null;
};
