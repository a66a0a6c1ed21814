import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OneTimeCodeInput } from './OneTimeCodeInput';
import { StylesOffDocument } from '../../../src/testing/StylesOffDocument';

const Harness = ({ onComplete }: { onComplete: (code: string) => void }) => {
  const [value, setValue] = useState('');
  return <OneTimeCodeInput value={value} onChange={setValue} onComplete={onComplete} label="code" />;
};

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('one-time code input', () => {
  it('moves to the next box as digits are typed and signals completion at six', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />, { wrapper: StylesOffDocument });
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    expect(
      boxes()
        .map((box) => box.value)
        .join(''),
    ).toBe('12345');
    await userEvent.keyboard('6');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('fills all six boxes from a pasted code, ignoring what is not a digit', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />, { wrapper: StylesOffDocument });
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => ' 987-654 ' } });
    expect(boxes().map((box) => box.value)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('refuses letters and goes back with Backspace', async () => {
    render(<Harness onComplete={vi.fn()} />, { wrapper: StylesOffDocument });
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('1a2');
    expect(
      boxes()
        .map((box) => box.value)
        .join(''),
    ).toBe('12');
    await userEvent.keyboard('{Backspace}');
    expect(
      boxes()
        .map((box) => box.value)
        .join(''),
    ).toBe('1');
    expect(boxes()[1]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(
      boxes()
        .map((box) => box.value)
        .join(''),
    ).toBe('');
    expect(boxes()[0]).toHaveFocus();
  });
});
