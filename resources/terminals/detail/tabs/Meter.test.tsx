import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Meter } from './Meter';
import { StylesOffDocument } from '../../../../src/testing/StylesOffDocument';

describe('Meter', () => {
  it('names its bar with a label of several words', () => {
    render(<Meter label="Almacenamiento usado" percent={42} caption="42 % de 64 GB" />, { wrapper: StylesOffDocument });
    const bar = screen.getByRole('progressbar', { name: 'Almacenamiento usado' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
  });
});
