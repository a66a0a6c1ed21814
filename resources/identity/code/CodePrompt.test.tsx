import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestTranslationProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { CodePrompt } from './CodePrompt';
import { useCodeEntry } from './useCodeEntry';
import { StylesOffDocument } from '../../../src/testing/StylesOffDocument';

const Harness = ({ send }: { send: (code: string) => Promise<void> }) => {
  const entry = useCodeEntry({
    send,
    refusal: (thrown) => ({ key: thrown instanceof Error ? thrown.message : 'unknown', clear: true }),
    tooShortKey: 'too short',
  });
  return (
    <TestTranslationProvider translate={(key: string) => key}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void entry.submit();
        }}
      >
        <CodePrompt entry={entry} label="code" autoFocus />
        <button type="submit">send</button>
      </form>
    </TestTranslationProvider>
  );
};

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const typed = () =>
  boxes()
    .map((box) => box.value)
    .join('');

describe('the one-time code prompt', () => {
  it('refuses a short code without sending it', async () => {
    const send = vi.fn(async () => {});
    render(<Harness send={send} />, { wrapper: StylesOffDocument });
    await userEvent.keyboard('123');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('too short');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the sixth digit at once, once, and keeps the boxes locked after success', async () => {
    const send = vi.fn(async () => {});
    render(<Harness send={send} />, { wrapper: StylesOffDocument });
    await userEvent.keyboard('123456');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('123456');
    await waitFor(() => expect(boxes()[0]).toBeDisabled());
  });

  it('shows a refusal, empties the boxes and puts the cursor back in the first', async () => {
    const send = vi.fn(async () => {
      throw new Error('wrong code');
    });
    render(<Harness send={send} />, { wrapper: StylesOffDocument });
    await userEvent.keyboard('654321');
    expect(await screen.findByRole('alert')).toHaveTextContent('wrong code');
    expect(typed()).toBe('');
    await waitFor(() => expect(boxes()[0]).toHaveFocus());
    await userEvent.keyboard('1');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
