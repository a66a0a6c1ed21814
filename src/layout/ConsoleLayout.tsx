import { useDeferredValue, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleFooter } from './ConsoleFooter';
import { ConsoleMenu } from './ConsoleMenu';
import { ConsoleFrame } from '../../resources/views/reactAdminParts/ConsoleFrame';
import type { FrameErrorProps } from '../../resources/views/reactAdminParts/FrameErrorBoundary';
import { ConsoleSidebar } from '../../resources/views/reactAdminParts/ConsoleSidebar';
import { layoutContentSx } from '../../resources/views/reactAdminParts/layoutContentSx';
import { InactivityWatcher } from './InactivityWatcher';
import { StepUpPrompt } from './StepUpPrompt';
import { useShellEpoch } from './sessionEpoch';
import { useSettledPreloads } from './useSettledPreloads';
import { useOtherTabsSession } from './useOtherTabsSession';
import { useSmoothScrollToTop } from './useSmoothScrollToTop';
import { raPage } from '../raPage';

/** react-admin's error page in place of a screen that threw. */
const ScreenError = raPage<FrameErrorProps>('Error');
/** After the screen: one element for good, so a navigation does not render them again. */
const SHELL_PARTS = (
  <>
    <ConsoleFooter />
    <InactivityWatcher />
    <StepUpPrompt />
  </>
);

/**
 * The default layout (spec section 2): header, sidebar, page and footer, plus the session's
 * watchers (inactivity, other tabs). An entity switch bumps the epoch, which remounts it all so
 * nothing of the previous entity stays on screen.
 */
export const ConsoleLayout = ({ children }: { children: ReactNode }) => {
  const [epoch] = useShellEpoch();
  const { pathname } = useLocation();
  useSmoothScrollToTop();
  useOtherTabsSession();
  useSettledPreloads();
  // react-admin mounts the layout from a layout effect's update, which React renders at once in
  // one long task (the header, sidebar and page together); a deferred render takes short slices.
  const mounted = useDeferredValue(true, false);
  if (!mounted) return null;
  return (
    <ConsoleFrame
      key={epoch}
      appBar={ConsoleAppBar}
      menu={ConsoleMenu}
      sidebar={ConsoleSidebar}
      error={ScreenError}
      sx={layoutContentSx}
      // The path of the screen on display, which a route change commits with the screen itself
      // (the URL changes first): the end-to-end walks wait for it instead of reloading the page.
      data-pathname={pathname}
    >
      {children}
      {SHELL_PARTS}
    </ConsoleFrame>
  );
};
