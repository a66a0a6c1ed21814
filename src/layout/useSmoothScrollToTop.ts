import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Pages scroll smoothly back to the top when the route changes (spec section 2). */
export const useSmoothScrollToTop = () => {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Element.scrollTo is absent where there is no layout (jsdom): nothing to scroll there.
    document.scrollingElement?.scrollTo?.({ top: 0, behavior: 'smooth' });
  }, [pathname]);
};

/**
 * Navigation state for menu links: replaces react-admin's `_scrollToTop`, whose instant jump
 * would cut the smooth scroll short.
 */
export const smoothScrollState = { smoothScroll: true } as const;
