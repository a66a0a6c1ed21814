import type { EmotionCache } from '@emotion/cache';
import { nextTask } from '../resources/core/nextTask';

/** Marks the preload index.html's boot script adds for a signed-in start (scripts/build/firstScreenStyles.ts). */
export const PRELOAD_ATTRIBUTE = 'data-first-screen-styles';
/** The names of the rules a part holds, until the style cache takes it. */
const NAMES = 'data-first-screen-names';

/** One style element's worth, as the build writes it: the names it holds (space-separated) and their rules. */
export interface FirstScreenStylesPart {
  names: string;
  css: string;
}

const isStylesPart = (value: unknown): value is FirstScreenStylesPart =>
  typeof value === 'object' &&
  value !== null &&
  'names' in value &&
  typeof value.names === 'string' &&
  'css' in value &&
  typeof value.css === 'string';

/**
 * Puts the styles the first screens insert, compiled at build time, in the page, one part a task
 * (parsing all of the CSS at once was a long task), while the application's chunk comes and
 * starts; `takeAsInserted` hands them to the style cache before the first render. Without the
 * preload, or when the fetch fails, nothing is added and Emotion inserts the styles itself.
 */
export const addFirstScreenStyles = async (): Promise<HTMLStyleElement[]> => {
  const preload = document.querySelector<HTMLLinkElement>(`link[${PRELOAD_ATTRIBUTE}]`);
  const added: HTMLStyleElement[] = [];
  if (!preload) return added;
  try {
    // The preload's request (same URL, mode and credentials), so it is reused.
    const response = await fetch(preload.href);
    const parts: unknown = response.ok ? await response.json() : [];
    if (!Array.isArray(parts)) return added;
    for (const part of parts.filter(isStylesPart)) {
      await nextTask();
      const style = document.createElement('style');
      style.setAttribute(NAMES, part.names);
      style.textContent = part.css;
      document.head.appendChild(style);
      added.push(style);
    }
  } catch {
    // Emotion inserts the rest as it renders.
  }
  return added;
};

/**
 * Has `cache` take the styles as inserted, as Emotion takes those of server rendering: their
 * names marked inserted (neither compiled nor inserted again) and their elements made the first of
 * its sheet, before anything it inserts itself.
 */
export const takeAsInserted = (cache: EmotionCache, styles: HTMLStyleElement[]) => {
  for (const style of styles) {
    const names = (style.getAttribute(NAMES) ?? '').split(' ').filter(Boolean);
    names.forEach((name) => (cache.inserted[name] = true));
    style.removeAttribute(NAMES);
    style.setAttribute('data-emotion', `${cache.key} ${names.join(' ')}`);
  }
  cache.sheet.hydrate(styles);
};
