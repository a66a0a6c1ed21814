import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Loading } from 'ra-ui-materialui';
import { ViewErrorBoundary } from './ViewErrorBoundary';
import { withLoadTimeout } from './viewLoadTimeout';

/**
 * A view loaded in its own chunk. A chunk that fails, or takes longer than the spec's 120 s,
 * shows a translated error with a retry instead of a blank page. `preload` fetches the chunk
 * ahead of navigation (the sidebar on hover, focus or an idle shell); a failed preload is
 * forgotten, the view loads (and retries) on its own. `fallback` shows while it loads.
 *
 * Once the chunk is in, the view renders at once: a fresh `lazy` would suspend for a tick and
 * show the fallback, and React then holds back the content that replaces a fallback for up to
 * 300 ms (its Suspense reveal throttle), which a click on a preloaded view would wait for.
 */
export const lazyView = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: (props: P) => ReactNode = () => <Loading />,
) => {
  let loaded: ComponentType<P> | undefined;
  const loadView = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  let preloading: Promise<unknown> | undefined;
  const preload = () =>
    (preloading ??= loadView().catch(() => {
      preloading = undefined;
    }));
  const LazyView = (props: P) => {
    const [attempt, setAttempt] = useState(0);
    // Decided when mounted (and on a retry), so a mounted view never changes its component type.
    // A new lazy component per attempt makes React call `load` again after a failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the retry: a new component per attempt
    const View = useMemo(() => loaded ?? lazy(() => withLoadTimeout(loadView())), [attempt]);
    return (
      <ViewErrorBoundary onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={fallback(props)}>
          <View {...props} />
        </Suspense>
      </ViewErrorBoundary>
    );
  };
  return Object.assign(LazyView, { preload });
};

/** A page exported by name from its module, as a chunk of its own loaded when first visited. */
export const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyView<object>(() => load().then((module) => ({ default: module[name] })));
