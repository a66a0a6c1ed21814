import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';

const RNC = /^RNC \(Registro Nacional del Contribuyente\)/;

/** Spec section 4: entity 3 (the card processor) gets the RNC label instead of the tax id's. */
describe('the card processor’s RNC label', () => {
  it('labels the tax id RNC in the card processor’s commerce form', { timeout: 40_000 }, async () => {
    await renderConsole({ as: 'processor', route: '/commerce/create' });
    expect(await screen.findByLabelText(RNC, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Identificación fiscal/)).not.toBeInTheDocument();
  });

  it('keeps the usual tax-id label for the operator', { timeout: 40_000 }, async () => {
    await renderConsole({ as: 'admin', route: '/commerce' });
    expect(
      await screen.findByRole('columnheader', { name: /Identificación fiscal/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: RNC })).not.toBeInTheDocument();
  });
});
