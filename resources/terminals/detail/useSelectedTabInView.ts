import { useEffect, useRef } from 'react';

/**
 * Keeps the selected tab of a scrollable tab strip visible when the strip's width changes after
 * it first scrolled (the page's scrollbar appearing, a resized window). MUI only scrolls when the
 * selection changes, so a deep link to a far tab could open with that tab hidden.
 */
export const useSelectedTabInView = <T extends HTMLElement>() => {
  const container = useRef<T>(null);
  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const selected = element.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      selected?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return container;
};
