import { startTransition, useEffect, useState } from 'react';

export interface PopoverContainer {
  /** The page's element with the id, or null while there is none. */
  element: HTMLElement | null;
  /** Whether that element has been shown to the user: its popover opened at least once. */
  opened: boolean;
}

const none: PopoverContainer = { element: null, opened: false };

/** MUI marks a closed popover kept on the page aria-hidden, as the user agent does not show it. */
const isShown = (element: HTMLElement) => element.closest('[aria-hidden="true"]') === null;

/**
 * The page's element with this id, inside a popover kept on the page while closed, followed as the
 * page changes: it may come later than the component that asks (the column chooser's popover comes
 * with the list's toolbar, after the rows), and what goes in it may wait for its first opening.
 */
export const usePopoverContainer = (id: string): PopoverContainer => {
  const [container, setContainer] = useState(none);
  useEffect(() => {
    let seen = none;
    // Only when it changes, as a transition: what the caller draws into it renders in short slices.
    const look = () => {
      const element = document.getElementById(id);
      const opened = element !== null && ((seen.element === element && seen.opened) || isShown(element));
      if (element === seen.element && opened === seen.opened) return;
      seen = { element, opened };
      const next = seen;
      startTransition(() => setContainer(next));
    };
    look();
    const observer = new MutationObserver(look);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, [id]);
  return container;
};
