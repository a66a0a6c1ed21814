import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` (a search asks the server after typing pauses). */
export const useDebounced = <T>(value: T, ms = 300) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
};
