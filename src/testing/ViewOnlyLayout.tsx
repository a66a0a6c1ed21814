import { Suspense, type ReactNode } from 'react';
import { Loading, TitlePortal } from 'ra-ui-materialui';
import { StepUpPrompt } from '../layout/StepUpPrompt';

/**
 * The signed-in layout of component tests about one screen: the page title and what a screen may
 * call up (the step-up code prompt), without the header, sidebar and session watchers, which
 * their own tests render (a third of a whole-console render's time went to them).
 */
export const ViewOnlyLayout = ({ children }: { children: ReactNode }) => (
  <>
    <TitlePortal variant="subtitle1" />
    <div id="main-content">
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </div>
    <StepUpPrompt />
  </>
);
