import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider, type I18nProvider } from 'ra-core';
import { afterAll, describe, expect, it } from 'vitest';
import { LoadingDialog } from './LoadingDialog';

const i18n: I18nProvider = {
  translate: (key) => (key === 'shell.entitySwitch.switching' ? 'Cambiando de entidad…' : key),
  changeLocale: async () => undefined,
  getLocale: () => 'es',
};

// The width is a CSS rule: this file's rules go into the document, and leave it with the file.
const cache = createCache({ key: 'loading-dialog' });
const removeStyles = () =>
  document.head.querySelectorAll('style[data-emotion^="loading-dialog"]').forEach((style) => style.remove());

describe('the loading dialog', () => {
  afterAll(removeStyles);

  it('is 300 wide, shows a spinner and its message, and cannot be dismissed', () => {
    render(
      <CacheProvider value={cache}>
        <I18nContextProvider value={i18n}>
          <LoadingDialog open message="shell.entitySwitch.switching" />
        </I18nContextProvider>
      </CacheProvider>,
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
