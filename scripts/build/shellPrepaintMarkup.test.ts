import { describe, expect, it } from 'vitest';
import { locales } from '../../i18n/locales';
import { shellTextsOf } from './loginPrepaint';
import { shellTemplate } from './shellPrepaintMarkup';

const icons = { menu: 'M1', pointOfSale: 'M2' };

describe('the console’s frame painted ahead', () => {
  it('names the console and its version as the React layout does, in each language', () => {
    expect(shellTextsOf('es')).toMatchObject({ title: 'Consola de terminales', version: 'Versión v1.6.0' });
    expect(shellTextsOf('en')).toMatchObject({ title: 'Terminal console', version: 'Version v1.6.0' });
    expect(shellTextsOf('pt').version).toBe('Versão v1.6.0');
  });

  it('has a template for every language with the footer’s year left for the page to fill in', () => {
    for (const locale of locales) {
      const html = shellTemplate(shellTextsOf(locale), icons);
      expect(html).toContain(`<template data-shell-locale="${locale}">`);
      expect(html).toMatch(
        /<footer class="ps-footer"><span>© <span data-prepaint="year"><\/span> .+<\/span><span>.+ v1\.6\.0<\/span><\/footer>/,
      );
    }
  });

  it('escapes what it writes into the page', () => {
    const html = shellTemplate({ ...shellTextsOf('en'), title: '<img src=x onerror=alert(1)>' }, icons);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });
});
