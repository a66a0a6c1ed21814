import createCache from '@emotion/cache';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addFirstScreenStyles } from './firstScreenStyles';

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
  document.head.querySelectorAll('[data-first-screen-styles], style[data-emotion]').forEach((node) => node.remove());
  vi.unstubAllGlobals();
});

describe('the first screens’ styles', () => {
  it('go in as Emotion’s server rendering puts them, and a style cache created after takes them as inserted', async () => {
    addPreload();
    const fetched = vi.fn(async () => Response.json(PARTS));
    vi.stubGlobal('fetch', fetched);
    await addFirstScreenStyles();
    expect(fetched).toHaveBeenCalledWith(expect.stringMatching(/\/assets\/first-screen-styles-12345678\.json$/));
    expect(emotionStyles()).toEqual([
      ['css a1 b2', PARTS[0].css],
      ['css c3', PARTS[1].css],
    ]);
    const cache = createCache({ key: 'css' });
    expect(cache.inserted).toMatchObject({ a1: true, b2: true, c3: true });
  });

  it('are not asked for without the preload (a visit without a session, or in the dark theme)', async () => {
    const fetched = vi.fn(async () => Response.json(PARTS));
    vi.stubGlobal('fetch', fetched);
    await addFirstScreenStyles();
    expect(fetched).not.toHaveBeenCalled();
    expect(emotionStyles()).toEqual([]);
  });

  it('leave the styles to Emotion when they do not come', async () => {
    addPreload();
    vi.stubGlobal('fetch', async () => new Response('Not found', { status: 404 }));
    await addFirstScreenStyles();
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await addFirstScreenStyles();
    vi.stubGlobal('fetch', async () => Response.json({ unexpected: true }));
    await addFirstScreenStyles();
    expect(emotionStyles()).toEqual([]);
  });
});
