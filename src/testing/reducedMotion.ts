/**
 * jsdom has no `matchMedia`: the console's theme then keeps MUI's transitions, and every menu and
 * dialog a component test opens or closes waited out their 200-300 ms on real timers. The tests
 * see the console as the e2e suite does (Playwright's `reducedMotion: 'reduce'`): the system asks
 * for reduced motion, and no other media query matches (MUI's default without `matchMedia`).
 */
export const preferReducedMotion = () => {
  const target = window as { matchMedia?: (media: string) => MediaQueryList };
  if (target.matchMedia) return;
  target.matchMedia = (media: string): MediaQueryList => ({
    media,
    matches: /\(prefers-reduced-motion:\s*reduce\)/.test(media),
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
};
