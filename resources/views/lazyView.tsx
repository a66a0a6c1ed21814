import { startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useI18nProvider } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import { restOfMessagesOf } from '../../i18n/restOfMessages';
import { ViewErrorBoundary } from './ViewErrorBoundary';
import { withLoadTimeout } from './viewLoadTimeout';

type ViewModule<P> = { default: ComponentType<P> };
type Fallback<P> = (props: P) => ReactNode;

const loadingFallback = () => <Loading />;

/**
 * A view in a chunk of its own, shown once its chunk is in and, unless it is one of the first
 * screens, the other screens' texts in the language on display (a chunk per language that only
 * the first screens do without): no view renders a key in place of a text.
 */
const viewLoader = <P extends object>(
  load: () => Promise<ViewModule<P>>,
  fallback: Fallback<P>,
  waitsForOtherScreenTexts: boolean,
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
  /** Shows the fallback until the chunk and the texts are in, then the view; a failure is thrown to the boundary. */
  const Loader = (props: P) => {
    const texts = restOfMessagesOf(useI18nProvider());
    const ready = () => (loaded && (!waitsForOtherScreenTexts || texts.restLoaded()) ? loaded : undefined);
    // A state update, not a suspended lazy component: React holds back what replaces a Suspense
    // fallback for up to 300 ms (its reveal throttle), which every cold load would wait for. As a
    // transition, React renders the view in short slices rather than in one long task.
    const [View, setView] = useState(ready);
    const [failure, setFailure] = useState<Error>();
    useEffect(() => {
      if (View) return undefined;
      let mounted = true;
      const textsLoading = waitsForOtherScreenTexts && !texts.restLoaded() ? texts.loadRest() : undefined;
      withLoadTimeout(Promise.all([loadView(), textsLoading])).then(
        ([module]) => mounted && startTransition(() => setView(() => module.default)),
        (error: unknown) => mounted && setFailure(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        mounted = false;
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when mounted: a retry mounts a new loader
    }, []);
    if (failure) throw failure;
    if (!View) return fallback(props);
    // For what the view itself suspends on.
    return (
      <Suspense fallback={fallback(props)}>
        <View {...props} />
      </Suspense>
    );
  };
  const LazyView = (props: P) => {
    const [attempt, setAttempt] = useState(0);
    return (
      <ViewErrorBoundary onRetry={() => setAttempt((n) => n + 1)}>
        <Loader key={attempt} {...props} />
      </ViewErrorBoundary>
    );
  };
  return Object.assign(LazyView, { preload, firstScreen: !waitsForOtherScreenTexts });
};

/**
 * A view loaded in its own chunk. A chunk that fails, or takes longer than the spec's 120 s,
 * shows a translated error with a retry instead of a blank page. `preload` fetches the chunk
 * ahead of navigation (the sidebar on hover, focus or an idle shell); a failed preload is
 * forgotten, the view loads (and retries) on its own. `fallback` shows while it loads.
 *
 * Once the chunk is in, the view renders at once, and a view that waits replaces its fallback as
 * soon as it may (see Loader).
 */
export const lazyView = <P extends object>(
  load: () => Promise<ViewModule<P>>,
  fallback: Fallback<P> = loadingFallback,
) => viewLoader(load, fallback, true);

/**
 * A lazy view of the first screens (the signed-in layout, the home page and its first chart, the
 * terminal list): its texts come with the messages the layout waits for, so it does not wait for
 * the other screens' texts. What it shows must be in those messages (firstScreenTexts.test.tsx).
 */
export const firstScreenView = <P extends object>(
  load: () => Promise<ViewModule<P>>,
  fallback: Fallback<P> = loadingFallback,
) => viewLoader(load, fallback, false);

/** Whether a component is a first screen's lazy view, which does not wait for the other screens' texts. */
export const isFirstScreenView = (component: unknown): boolean =>
  typeof component === 'function' && 'firstScreen' in component && component.firstScreen === true;

const pageNamed =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  () =>
    load().then((module) => ({ default: module[name] }));

/** A page exported by name from its module, as a chunk of its own loaded when first visited. */
export const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyView<object>(pageNamed(load, name));

/** A page (or a part of one) exported by name, as lazyPage, among the first screens (see firstScreenView). */
export const firstScreenPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  firstScreenView<object>(pageNamed(load, name));
