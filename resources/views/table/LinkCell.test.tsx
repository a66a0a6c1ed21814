import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { StylesOffDocument } from '../../../src/testing/StylesOffDocument';
import { LinkCell } from './LinkCell';

const cell = (value: unknown, format: 'email' | 'url') =>
  render(
    <RecordContextProvider value={{ id: 1, address: value }}>
      <LinkCell path="address" format={format} />
    </RecordContextProvider>,
    { wrapper: StylesOffDocument },
  );

describe('a list cell of an address', () => {
  it('links an e-mail address and opens a web address in a new tab', () => {
    cell('soporte@pagos.es', 'email');
    expect(screen.getByRole('link', { name: 'soporte@pagos.es' })).toHaveAttribute('href', 'mailto:soporte@pagos.es');
    cell('https://pagos.es/ayuda', 'url');
    const web = screen.getByRole('link', { name: 'https://pagos.es/ayuda' });
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noreferrer');
  });

  it('leaves a stored address that is not a web one as text, and shows nothing for no value', () => {
    const { container } = cell('javascript:alert(1)', 'url');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('javascript:alert(1)');
    const empty = cell(null, 'email');
    expect(empty.container).toBeEmptyDOMElement();
  });
});
