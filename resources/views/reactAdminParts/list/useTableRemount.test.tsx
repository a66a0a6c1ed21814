import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTableRemount } from './useTableRemount';

const at = (ms: number) => vi.spyOn(performance, 'now').mockReturnValue(ms);

describe('useTableRemount', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the table when the toolbar comes in while the table still looks for the column chooser', () => {
    at(1000);
    const { result, rerender } = renderHook(({ isPending }) => useTableRemount(isPending), {
      initialProps: { isPending: true },
    });
    at(1100);
    rerender({ isPending: false });
    at(1400);
    act(() => result.current.onToolbarMounted());
    expect(result.current.tableKey).toBe(0);
  });

  it('mounts the table again when the toolbar comes in after the table stopped looking', () => {
    at(1000);
    const { result } = renderHook(() => useTableRemount(false));
    at(1600);
    act(() => result.current.onToolbarMounted());
    expect(result.current.tableKey).toBe(1);
  });

  it('keeps the table when the toolbar comes in before the rows, which find the chooser as they mount', () => {
    const { result } = renderHook(() => useTableRemount(true));
    at(5000);
    act(() => result.current.onToolbarMounted());
    expect(result.current.tableKey).toBe(0);
  });
});
