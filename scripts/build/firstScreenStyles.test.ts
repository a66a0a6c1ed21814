import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_STYLES_FILE,
  capturedByThisStyleCache,
  emotionNameOf,
  firstScreenStylesAsset,
  firstScreenStylesTemplate,
  readFirstScreenStyles,
} from './firstScreenStyles';

const rule = (name: string, body = 'color:red;') => `.css-${name}{${body}}`;

describe('the first screens’ styles', () => {
  it('files a rule under its class’s name, in a media query too, or its keyframes’ name', () => {
    expect(emotionNameOf('.css-1x2y3z{display:flex;}')).toBe('1x2y3z');
    expect(emotionNameOf('.css-abc .MuiSvgIcon-root{width:1em;}')).toBe('abc');
    expect(emotionNameOf('@media (min-width:600px){.css-abc{padding:16px;}}')).toBe('abc');
    expect(emotionNameOf('@keyframes animation-61bdi0{0%{opacity:0;}}')).toBe('animation-61bdi0');
    expect(emotionNameOf('html{box-sizing:border-box;}')).toBeUndefined();
  });

  it('cuts the rules into parts of at most the given size, each name’s rules together and in order', () => {
    const rules = [rule('a'), rule('b'), '@media print{.css-a{color:black;}}', rule('c'), 'body{margin:0;}', rule('d')];
    const { parts } = firstScreenStylesAsset(rules, rule('a').length * 2 + 40);
    expect(parts).toEqual([
      { names: 'a b', css: `${rule('a')}@media print{.css-a{color:black;}}${rule('b')}` },
      { names: 'c d', css: `${rule('c')}${rule('d')}` },
    ]);
  });

  it('keeps a name larger than a part whole, in a part of its own', () => {
    const large = rule('big', 'x'.repeat(100));
    expect(firstScreenStylesAsset([rule('a'), large, rule('b')], 50).parts.map(({ names }) => names)).toEqual([
      'a',
      'big',
      'b',
    ]);
  });

  it('names the asset by its content', () => {
    const one = firstScreenStylesAsset([rule('a')]);
    expect(one.fileName).toMatch(/^assets\/first-screen-styles-[\w-]{8}\.json$/);
    expect(firstScreenStylesAsset([rule('a')]).fileName).toBe(one.fileName);
    expect(firstScreenStylesAsset([rule('b')]).fileName).not.toBe(one.fileName);
    expect(JSON.parse(one.json)).toEqual(one.parts);
  });

  it('is preloaded from a template the boot script adds', () => {
    expect(firstScreenStylesTemplate('assets/first-screen-styles-12345678.json')).toBe(
      '<template id="first-screen-styles"><link rel="preload" as="fetch" crossorigin href="/assets/first-screen-styles-12345678.json" data-first-screen-styles></template>',
    );
  });

  it('were recorded with the style cache as it is (else: npm run styles:first-screen)', () => {
    const styles = readFirstScreenStyles();
    expect(capturedByThisStyleCache(styles), `${FIRST_SCREEN_STYLES_FILE} is older than src/styleCache.ts`).toBe(true);
    expect(styles.rules.length).toBeGreaterThan(100);
    expect(styles.rules.every((one) => emotionNameOf(one))).toBe(true);
  });
});
