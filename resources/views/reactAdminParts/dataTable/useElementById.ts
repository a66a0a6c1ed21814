import { startTransition, useEffect, useState } from 'react';

/**
 * The page's element with this id, followed as the page changes: it may come later than the
 * component that asks (the column chooser's popover comes with the list's toolbar, after the rows).
 */
export const useElementById = (id: string) => {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    // As a transition: what the caller draws into the element renders in short slices.
    const look = () => startTransition(() => setElement(document.getElementById(id)));
    look();
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [id]);
  return element;
};
