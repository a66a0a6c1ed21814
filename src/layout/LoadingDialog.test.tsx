import { fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider, type I18nProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { LoadingDialog } from './LoadingDialog';

const i18n: I18nProvider = {
  translate: (key) => (key === 'shell.entitySwitch.switching' ? 'Cambiando de entidad…' : key),
  changeLocale: async () => undefined,
  getLocale: () => 'es',
};

describe('the loading dialog', () => {
  it('is 300 wide, shows a spinner and its message, and cannot be dismissed', () => {
    render(
      <I18nContextProvider value={i18n}>
        <LoadingDialog open message="shell.entitySwitch.switching" />
      </I18nContextProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cambiando de entidad…' });
    expect(dialog).toHaveStyle({ width: '300px' });
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'Cambiando de entidad…' })).toBeInTheDocument();
  });
});
