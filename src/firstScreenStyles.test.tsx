import createCache from '@emotion/cache';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addFirstScreenStyles, takeAsInserted } from './firstScreenStyles';

const PARTS = [
  { names: 'a1 b2', css: '.css-a1{color:red;}.css-b2{margin:0;}' },
  { names: 'c3', css: '@media print{.css-c3{display:none;}}' },
];

/** The preload index.html's boot script adds for a signed-in start. */
const addPreload = () => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.href = '/assets/first-screen-styles-12345678.json';
  link.setAttribute('data-first-screen-styles', '');
  document.head.appendChild(link);
};

const emotionStyles = () =>
  [...document.querySelectorAll('style[data-emotion]')].map((style) => [
    style.getAttribute('data-emotion'),
    style.textContent,
  ]);

afterEach(() => {
  document.head.querySelectorAll('[data-first-screen-styles], style').forEach((node) => node.remove());
  vi.unstubAllGlobals();
});

describe('the first screens’ styles', () => {
  it('go in one part a style element, which a style cache then takes as inserted, first in its sheet', async () => {
    addPreload();
    const fetched = vi.fn(async () => Response.json(PARTS));
    vi.stubGlobal('fetch', fetched);
    const styles = await addFirstScreenStyles();
    expect(fetched).toHaveBeenCalledWith(expect.stringMatching(/\/assets\/first-screen-styles-12345678\.json$/));
    expect(styles.map((style) => [style.getAttribute('data-first-screen-names'), style.textContent])).toEqual([
      ['a1 b2', PARTS[0].css],
      ['c3', PARTS[1].css],
    ]);
    const cache = createCache({ key: 'css' });
    takeAsInserted(cache, styles);
    expect(cache.inserted).toMatchObject({ a1: true, b2: true, c3: true });
    expect(cache.sheet.tags).toEqual(styles);
    expect(emotionStyles()).toEqual([
      ['css a1 b2', PARTS[0].css],
      ['css c3', PARTS[1].css],
    ]);
    cache.sheet.insert('.css-d4{color:blue;}');
    expect(cache.sheet.tags.slice(0, 2)).toEqual(styles);
  });

  it('are not asked for without the preload (a visit without a session, or in the dark theme)', async () => {
    const fetched = vi.fn(async () => Response.json(PARTS));
    vi.stubGlobal('fetch', fetched);
    expect(await addFirstScreenStyles()).toEqual([]);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('leave the styles to Emotion when they do not come', async () => {
    addPreload();
    vi.stubGlobal('fetch', async () => new Response('Not found', { status: 404 }));
    expect(await addFirstScreenStyles()).toEqual([]);
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await addFirstScreenStyles()).toEqual([]);
    vi.stubGlobal('fetch', async () => Response.json({ unexpected: true }));
    expect(await addFirstScreenStyles()).toEqual([]);
    expect(document.querySelectorAll('style').length).toBe(0);
  });
});
