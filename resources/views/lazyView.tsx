import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Loading } from 'ra-ui-materialui';
import { ViewErrorBoundary } from './ViewErrorBoundary';
import { withLoadTimeout } from './viewLoadTimeout';

/**
 * A view loaded in its own chunk. A chunk that fails, or takes longer than the spec's 120 s,
 * shows a translated error with a retry instead of a blank page.
 */
export const lazyView = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => {
  const LazyView = (props: P) => {
    const [attempt, setAttempt] = useState(0);
    // A new lazy component per attempt makes React call `load` again after a failure.
    const View = useMemo(() => lazy(() => withLoadTimeout(load())), [attempt]);
    return (
      <ViewErrorBoundary onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<Loading />}>
          <View {...props} />
        </Suspense>
      </ViewErrorBoundary>
    );
  };
  return LazyView;
};
