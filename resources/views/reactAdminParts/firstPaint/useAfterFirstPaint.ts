import { startTransition, useEffect, useState } from 'react';

/** Waiting when a frame never comes (a tab opened in the background): the controls mount anyway. */
export const FIRST_PAINT_FALLBACK_MS = 250;

let painted = false;
/** Each waiting control's opener. */
const waiting = new Set<() => void>();
let scheduled = false;

const openAll = () => {
  if (painted) return;
  painted = true;
  const openers = [...waiting];
  waiting.clear();
  // As a transition: React renders the controls in short slices, so the page stays responsive
  // (the filter form alone is a long task on a slow phone).
  startTransition(() => openers.forEach((open) => open()));
};

/**
 * Once the browser has painted a frame (the task after it), or after the fallback delay; at once in
 * a hidden page, which paints nothing meanwhile (and where timers wait up to a second).
 */
const openAfterNextPaint = () => {
  if (scheduled) return;
  scheduled = true;
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
    queueMicrotask(openAll);
    return;
  }
  const fallback = setTimeout(openAll, FIRST_PAINT_FALLBACK_MS);
  const afterFrame = () =>
    setTimeout(() => {
      clearTimeout(fallback);
      openAll();
    });
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(afterFrame);
  else afterFrame();
};

/**
 * False until the console's first screen has been painted, then true for good (controls mounted
 * later render at once).
 *
 * Why: MUI's Tooltip, Select and Popover, and react-hook-form's forms, set state while they mount
 * (from a ref or a layout effect). React runs such updates at once, in the same task: it first runs
 * every pending effect of the screen it has just committed, then renders again, and only then may
 * the browser paint. On a cold /Terminal that held the first rows back by about 150 ms. Controls
 * nobody can use before seeing the page (the filter form, the column chooser, sort tooltips,
 * pagination, the header's buttons) wait for this instead, and mount right after the first paint.
 */
export const useAfterFirstPaint = () => {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return undefined;
    if (painted) {
      setReady(true);
      return undefined;
    }
    const open = () => setReady(true);
    waiting.add(open);
    openAfterNextPaint();
    return () => {
      waiting.delete(open);
    };
  }, [ready]);
  return ready;
};

/**
 * Tests only: a console that has painted (jsdom paints nothing: component tests start painted, so
 * no control mounts again under a test's click) or one that has not yet.
 */
export const setFirstPaint = (done: boolean) => {
  painted = done;
  scheduled = done;
  waiting.clear();
};
