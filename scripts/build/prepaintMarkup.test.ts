import { describe, expect, it } from 'vitest';
import { locales } from '../../i18n/locales';
import { textsOf } from './loginPrepaint';
import { prepaintTemplate } from './prepaintMarkup';

const icons = { pointOfSale: 'M1', translate: 'M2', expandMore: 'M3', brightness4: 'M4', visibility: 'M5' };

describe('the login page painted ahead', () => {
  it('says what the React login page says, in each language', () => {
    expect(textsOf('es')).toMatchObject({ heading: 'Iniciar sesión', userName: 'Usuario', submit: 'Entrar' });
    expect(textsOf('en')).toMatchObject({ heading: 'Sign in', language: 'English' });
    expect(textsOf('pt').showPassword).toBe('Mostrar senha');
  });

  it('falls back to Spanish where an offered language has no login messages, keeping its own name', () => {
    const catalan = textsOf('ca');
    expect(catalan.language).toBe('Català');
    expect(catalan.title).toBe('Consola de terminals');
    expect(catalan.heading).toBe('Iniciar sesión');
  });

  it('has a template for every language, with the form fields named as the console names them', () => {
    for (const locale of locales) {
      const html = prepaintTemplate(textsOf(locale), icons);
      expect(html).toContain(`data-locale="${locale}"`);
      expect(html).toMatch(/<input id="pp-username" name="username" autocomplete="username"/);
      expect(html).toMatch(/name="password" type="password" autocomplete="current-password"/);
    }
  });

  it('escapes what it writes into the page', () => {
    const html = prepaintTemplate({ ...textsOf('en'), intro: '<img src=x onerror=alert(1)> & "quoted"' }, icons);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot;');
    expect(html).not.toContain('<img');
  });
});
