import { useEffect, useRef, useState } from 'react';

/**
 * Puts the cursor back in the first input of a container (the code boxes after a refusal): the
 * request is served after the render that enables the inputs again.
 */
export const useFirstInputFocus = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests) ref.current?.querySelector('input')?.focus();
  }, [requests]);
  return { ref, focusFirstInput: () => setRequests((count) => count + 1) };
};
