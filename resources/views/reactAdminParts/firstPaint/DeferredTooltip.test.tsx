import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredTooltip } from './DeferredTooltip';
import { setFirstPaint } from './useAfterFirstPaint';
import { StylesOffDocument } from '../../../../src/testing/StylesOffDocument';

const paint = async () => {
  await act(async () => vi.advanceTimersToNextFrame());
  await act(async () => vi.advanceTimersByTime(1));
};

describe('DeferredTooltip', () => {
  beforeEach(() => {
    setFirstPaint(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  it('names its button by its title from the first paint, and shows the title on hover once painted', async () => {
    render(
      <DeferredTooltip title="Abrir menú">
        <button type="button">≡</button>
      </DeferredTooltip>,
      { wrapper: StylesOffDocument },
    );
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
    await paint();
    vi.useRealTimers();

    const button = screen.getByRole('button', { name: 'Abrir menú' });
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Abrir menú');
  });

  it('describes rather than names its child with describeChild, as MUI does', () => {
    render(
      <DeferredTooltip title="Carlos Ruiz" describeChild>
        <a href="/users/1">Carlos</a>
      </DeferredTooltip>,
      { wrapper: StylesOffDocument },
    );
    const link = screen.getByRole('link', { name: 'Carlos' });
    expect(link).toHaveAttribute('title', 'Carlos Ruiz');
  });

  it("keeps the child's own class and name, as MUI's tooltip does", () => {
    render(
      <DeferredTooltip title="Cerrar" className="from-tooltip">
        <button type="button" className="own" aria-label="Cerrar el menú">
          ×
        </button>
      </DeferredTooltip>,
      { wrapper: StylesOffDocument },
    );
    const button = screen.getByRole('button', { name: 'Cerrar el menú' });
    expect(button).toHaveClass('own', 'from-tooltip');
  });
});
