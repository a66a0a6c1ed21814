import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMenuOnDemand } from './useMenuOnDemand';

const Probe = ({ preload }: { preload: () => Promise<unknown> }) => {
  const menu = useMenuOnDemand(preload);
  return (
    <>
      <button type="button" {...menu.buttonProps}>
        Menu
      </button>
      {menu.opened && (
        <p>
          {menu.anchor ? 'open at the button' : 'closed, kept'}
          <button type="button" onClick={menu.close}>
            Close
          </button>
        </p>
      )}
    </>
  );
};

describe('useMenuOnDemand', () => {
  it('fetches the list ahead on pointer or focus, opens it at the button, and keeps it mounted once closed', () => {
    const preload = vi.fn(() => Promise.resolve());
    render(<Probe preload={preload} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(preload).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/open at the button/)).not.toBeInTheDocument();

    fireEvent.click(button);
    expect(screen.getByText(/open at the button/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText(/closed, kept/)).toBeInTheDocument();
  });
});
