import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FrameErrorBoundary, type FrameErrorProps } from './FrameErrorBoundary';

const ErrorPage = ({ error, resetErrorBoundary }: FrameErrorProps) => (
  <div role="alert">
    {error.message}
    <button onClick={resetErrorBoundary}>Retry</button>
  </div>
);

/** Throws until told the fault is fixed. */
const Screen = ({ broken }: { broken: boolean }) => {
  if (broken) throw new Error('the screen failed');
  return <p>the screen</p>;
};

const Page = () => {
  const [broken, setBroken] = useState(true);
  return (
    <>
      <button onClick={() => setBroken(false)}>Fix</button>
      <FrameErrorBoundary fallback={ErrorPage}>
        <Screen broken={broken} />
      </FrameErrorBoundary>
    </>
  );
};

describe('FrameErrorBoundary', () => {
  it('shows the error page in place of a screen that threw, and the screen again once reset', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page />);
    expect(screen.getByRole('alert')).toHaveTextContent('the screen failed');
    fireEvent.click(screen.getByRole('button', { name: 'Fix' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('the screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
