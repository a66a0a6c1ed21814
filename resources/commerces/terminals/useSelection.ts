import { useCallback, useState } from 'react';

/** A set of selected ids, toggled by one or many. */
export const useSelection = () => {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((ids: number[], on: boolean) => {
    setSelected((last) => {
      const next = new Set(last);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, clear };
};
