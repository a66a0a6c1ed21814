import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { textsOf } from '../../../scripts/build/loginPrepaint';
import { prepaintTemplate } from '../../../scripts/build/prepaintMarkup';
import { renderConsole } from '../../testing/renderConsole';

const icons = { pointOfSale: 'M1', translate: 'M2', expandMore: 'M3', brightness4: 'M4', visibility: 'M5' };

/** The login page as index.html paints it before the console starts, with what the visitor did there. */
const paintAhead = ({ username, password, submitted }: { username: string; password: string; submitted: boolean }) => {
  const host = document.createElement('div');
  host.id = 'prepaint';
  const holder = document.createElement('div');
  holder.innerHTML = prepaintTemplate(textsOf('es'), icons);
  host.append((holder.firstElementChild as HTMLTemplateElement).content.cloneNode(true));
  document.body.prepend(host);
  host.querySelector<HTMLInputElement>('#pp-username')!.value = username;
  const passwordField = host.querySelector<HTMLInputElement>('#pp-password')!;
  passwordField.value = password;
  passwordField.focus();
  if (submitted) host.setAttribute('data-submit', 'true');
  return host;
};

describe('the login page painted ahead', () => {
  afterEach(() => document.getElementById('prepaint')?.remove());

  it('hands what was typed to the console’s form, in the field in use, and leaves the screen', async () => {
    const host = paintAhead({ username: 'admin', password: 'Admin#20', submitted: false });
    await renderConsole({ route: '/', as: null });
    // The login page is a chunk of its own: until its form takes over, the painted page's fields are the ones on screen.
    await waitFor(() => expect(host.isConnected).toBe(false));
    const password = await screen.findByLabelText('Contraseña');
    expect(screen.getByLabelText('Usuario')).toHaveValue('admin');
    expect(password).toHaveValue('Admin#20');
    await waitFor(() => expect(password).toHaveFocus());
  });

  it('sends a form sent before the console started, which signs in', async () => {
    paintAhead({ username: 'admin', password: 'Admin#2026', submitted: true });
    const { location, services } = await renderConsole({ route: '/', as: null });
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
    expect(services.session.token()).toBeTruthy();
  });

  it('opens the list of languages the visitor asked for before the console started', async () => {
    const host = paintAhead({ username: '', password: '', submitted: false });
    host.setAttribute('data-language', 'open');
    await renderConsole({ route: '/', as: null });
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeTruthy();
  });
});
