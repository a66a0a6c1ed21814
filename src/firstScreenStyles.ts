import { nextTask } from '../resources/core/nextTask';

/** The preload index.html's boot script adds for a signed-in start (scripts/build/firstScreenStyles.ts). */
const PRELOAD = 'link[data-first-screen-styles]';

interface StylesPart {
  names: string;
  css: string;
}

const isStylesPart = (value: unknown): value is StylesPart =>
  typeof value === 'object' &&
  value !== null &&
  'names' in value &&
  typeof value.names === 'string' &&
  'css' in value &&
  typeof value.css === 'string';

/**
 * Puts the styles the first screens insert, compiled at build time, in the page as Emotion's server
 * rendering would: style elements whose `data-emotion` names what they hold. The console's style
 * cache, created after this, takes those names as inserted. One part a task: parsing all of the CSS
 * at once was a long task. Without the preload, or when the fetch fails, nothing is added and
 * Emotion inserts the styles itself.
 */
export const addFirstScreenStyles = async (): Promise<void> => {
  const preload = document.querySelector<HTMLLinkElement>(PRELOAD);
  if (!preload) return;
  try {
    // The preload's request (same URL, mode and credentials), so it is reused.
    const response = await fetch(preload.href);
    const parts: unknown = response.ok ? await response.json() : [];
    if (!Array.isArray(parts)) return;
    for (const part of parts.filter(isStylesPart)) {
      await nextTask();
      const style = document.createElement('style');
      style.setAttribute('data-emotion', `css ${part.names}`);
      style.textContent = part.css;
      document.head.appendChild(style);
    }
  } catch {
    // Emotion inserts them as it renders.
  }
};
