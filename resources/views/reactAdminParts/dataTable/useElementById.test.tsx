import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementById } from './useElementById';

describe('useElementById', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds an element that comes after it has mounted, and follows it when it goes and comes back', async () => {
    const { result } = renderHook(() => useElementById('posts.datatable-columnsSelector'));
    expect(result.current).toBeNull();

    const popover = document.createElement('div');
    popover.id = 'posts.datatable-columnsSelector';
    act(() => document.body.append(popover));
    await vi.waitFor(() => expect(result.current).toBe(popover));

    act(() => popover.remove());
    await vi.waitFor(() => expect(result.current).toBeNull());

    const next = popover.cloneNode() as HTMLElement;
    act(() => document.body.append(next));
    await vi.waitFor(() => expect(result.current).toBe(next));
  });
});
