import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
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
  const LazyView = (props: P) => {
    const [attempt, setAttempt] = useState(0);
    const texts = restOfMessagesOf(useI18nProvider());
    const textsReady = !waitsForOtherScreenTexts || texts.restLoaded();
    // Decided when mounted (and on a retry), so a mounted view never changes its component type.
    // A new lazy component per attempt makes React call `load` again after a failure.
    const View = useMemo(
      () =>
        loaded && textsReady
          ? loaded
          : lazy(() =>
              withLoadTimeout(
                Promise.all([loadView(), textsReady ? undefined : texts.loadRest()]).then(([module]) => module),
              ),
            ),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the retry: a new component per attempt
      [attempt],
    );
    return (
      <ViewErrorBoundary onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={fallback(props)}>
          <View {...props} />
        </Suspense>
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
 * Once the chunk is in, the view renders at once: a fresh `lazy` would suspend for a tick and
 * show the fallback, and React then holds back the content that replaces a fallback for up to
 * 300 ms (its Suspense reveal throttle), which a click on a preloaded view would wait for.
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

/** The home page, as lazyPage, among the first screens (see firstScreenView). */
export const firstScreenPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  firstScreenView<object>(pageNamed(load, name));
