import { useState, type ReactNode } from 'react';
import { useListContext } from 'ra-core';

/**
 * Its children once a row of the list has been selected, and from then on: bulk actions in a
 * chunk of their own are fetched on the first selection rather than with the rows.
 */
export const WhenFirstSelected = ({ children }: { children: ReactNode }) => {
  const { selectedIds } = useListContext();
  const [selectedOnce, setSelectedOnce] = useState(false);
  if (!selectedOnce && selectedIds.length > 0) setSelectedOnce(true);
  return selectedOnce || selectedIds.length > 0 ? children : null;
};
