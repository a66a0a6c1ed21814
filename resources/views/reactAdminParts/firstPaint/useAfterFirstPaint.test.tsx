import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_FALLBACK_MS, setFirstPaint, useAfterFirstPaint } from './useAfterFirstPaint';

let renders = 0;
const Probe = ({ name }: { name: string }) => {
  renders += 1;
  return <span>{`${name}: ${useAfterFirstPaint() ? 'after' : 'before'}`}</span>;
};

describe('useAfterFirstPaint', () => {
  beforeEach(() => {
    setFirstPaint(false);
    renders = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is false until a frame has been painted and the task after it runs, then opens every waiting control together', async () => {
    render(
      <>
        <Probe name="filters" />
        <Probe name="tooltip" />
      </>,
    );
    expect(screen.getByText('filters: before')).toBeInTheDocument();
    expect(screen.getByText('tooltip: before')).toBeInTheDocument();
    const beforePaint = renders;

    await act(async () => vi.advanceTimersToNextFrame());
    expect(screen.getByText('filters: before')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));

    expect(screen.getByText('filters: after')).toBeInTheDocument();
    expect(screen.getByText('tooltip: after')).toBeInTheDocument();
    expect(renders - beforePaint).toBe(2);
  });

  it('is true at once for a control mounted after the first paint', async () => {
    const { unmount } = render(<Probe name="header" />);
    await act(async () => vi.advanceTimersToNextFrame());
    await act(async () => vi.advanceTimersByTime(1));
    unmount();

    render(<Probe name="next list" />);
    expect(screen.getByText('next list: after')).toBeInTheDocument();
  });

  it('opens after a short delay when no frame comes (a console opened in a background tab)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    render(<Probe name="filters" />);
    await act(async () => vi.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - 1));
    expect(screen.getByText('filters: before')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('filters: after')).toBeInTheDocument();
  });
});
