import { describe, expect, it } from 'vitest';
import { styleCache } from './styleCache';

/**
 * The CSS the cache writes for one style: outside a browser it returns it rather than inserting it,
 * and remembers it by the style's name, which is its hash in the console (here, the styles).
 */
const cssOf = (styles: string) =>
  styleCache.insert('.probe', { name: styles, styles, next: undefined }, styleCache.sheet, false);

describe('the console’s style cache', () => {
  it('writes declarations as they are, without the vendor forms of flex boxes', () => {
    expect(cssOf('display:flex;align-items:center;')).toBe('.probe{display:flex;align-items:center;}');
  });

  it('adds the -webkit- form where Safari still needs it', () => {
    expect(cssOf('user-select:none;')).toBe('.probe{-webkit-user-select:none;user-select:none;}');
    expect(cssOf('background-clip:text;')).toBe('.probe{-webkit-background-clip:text;background-clip:text;}');
    expect(cssOf('@media print{color-adjust:exact;}')).toBe(
      '@media print{.probe{-webkit-print-color-adjust:exact;color-adjust:exact;}}',
    );
  });
});
