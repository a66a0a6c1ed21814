import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { breakpointAt, heightAt, toolbarHeights } from './toolbarHeight';

const theme = createTheme();

describe('breakpointAt', () => {
  it('reads a window width as the theme’s media queries do (min-width, inclusive)', () => {
    expect(breakpointAt(theme, 412)).toBe('xs');
    expect(breakpointAt(theme, 599)).toBe('xs');
    expect(breakpointAt(theme, 600)).toBe('sm');
    expect(breakpointAt(theme, 900)).toBe('md');
    expect(breakpointAt(theme, 1350)).toBe('lg');
    expect(breakpointAt(theme, 1536)).toBe('xl');
  });
});

describe('heightAt', () => {
  it('takes a breakpoint’s own height, else the nearest one below it', () => {
    expect(heightAt(toolbarHeights.search, 'xs')).toBe(112);
    expect(heightAt(toolbarHeights.search, 'sm')).toBe(112);
    expect(heightAt(toolbarHeights.search, 'md')).toBe(64);
    expect(heightAt(toolbarHeights.search, 'xl')).toBe(64);
    expect(heightAt({ xs: 1, md: 2, xl: 3 }, 'lg')).toBe(2);
  });
});
