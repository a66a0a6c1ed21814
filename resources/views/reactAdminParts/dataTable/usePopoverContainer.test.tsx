import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePopoverContainer } from './usePopoverContainer';

const ID = 'posts.datatable-columnsSelector';

/** A popover kept on the page while closed, as MUI's: its root aria-hidden. */
const closedPopover = () => {
  const root = document.createElement('div');
  root.setAttribute('aria-hidden', 'true');
  const container = document.createElement('div');
  container.id = ID;
  root.append(container);
  return { root, container };
};

describe('usePopoverContainer', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds an element that comes after it has mounted, and follows it when it goes and comes back', async () => {
    const { result } = renderHook(() => usePopoverContainer(ID));
    expect(result.current.element).toBeNull();

    const popover = document.createElement('div');
    popover.id = ID;
    act(() => document.body.append(popover));
    await vi.waitFor(() => expect(result.current.element).toBe(popover));

    act(() => popover.remove());
    await vi.waitFor(() => expect(result.current.element).toBeNull());

    const next = popover.cloneNode() as HTMLElement;
    act(() => document.body.append(next));
    await vi.waitFor(() => expect(result.current.element).toBe(next));
  });

  it('tells when a closed popover first opens, and keeps it opened once closed again', async () => {
    const { result } = renderHook(() => usePopoverContainer(ID));
    const { root, container } = closedPopover();
    act(() => document.body.append(root));
    await vi.waitFor(() => expect(result.current.element).toBe(container));
    expect(result.current.opened).toBe(false);

    act(() => root.removeAttribute('aria-hidden'));
    await vi.waitFor(() => expect(result.current.opened).toBe(true));

    act(() => root.setAttribute('aria-hidden', 'true'));
    await act(async () => {});
    expect(result.current).toEqual({ element: container, opened: true });
  });
});
