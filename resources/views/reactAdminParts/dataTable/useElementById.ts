import { startTransition, useEffect, useState } from 'react';

/**
 * The page's element with this id, followed as the page changes: it may come later than the
 * component that asks (the column chooser's popover comes with the list's toolbar, after the rows).
 */
export const useElementById = (id: string) => {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let seen: HTMLElement | null = null;
    // Only when it changes, as a transition: what the caller draws into it renders in short slices.
    const look = () => {
      const found = document.getElementById(id);
      if (found === seen) return;
      seen = found;
      startTransition(() => setElement(found));
    };
    look();
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [id]);
  return element;
};
