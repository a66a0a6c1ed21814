import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { appEn } from '../../i18n/app/en';
import { appEs } from '../../i18n/app/es';
import { appPt } from '../../i18n/app/pt';
import caCatalogue from '../../i18n/catalogues/ca';
import euCatalogue from '../../i18n/catalogues/eu';
import glCatalogue from '../../i18n/catalogues/gl';
import { localeNames, type Locale } from '../../i18n/locales';
import { loginEn } from '../../i18n/login/en';
import { loginEs } from '../../i18n/login/es';
import { loginPt } from '../../i18n/login/pt';
import { PUBLIC_PAGE_PATHS } from '../../src/pages/login/publicPaths';
import { APP_VERSION } from '../../src/layout/shellConstants';
import { prepaintTemplate, type PrepaintIcons, type PrepaintTexts } from './prepaintMarkup';
import { shellTemplate, type ShellTexts } from './shellPrepaintMarkup';

type Messages = { [key: string]: string | Messages };

const lookup = (messages: Messages, key: string): string | undefined => {
  const value = key
    .split('.')
    .reduce<string | Messages | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messages,
    );
  return typeof value === 'string' ? value : undefined;
};

/** Each language's messages for the login page; an offered language falls back to Spanish. */
const themeToggle: Record<'es' | 'en' | 'pt', string> = {
  es: 'Cambiar entre modo claro y oscuro',
  en: 'Toggle light/dark mode',
  pt: 'Alternar entre modo claro e escuro',
};
const complete = {
  es: { ...appEs, ...loginEs, ra: { action: { toggle_theme: themeToggle.es } } },
  en: { ...appEn, ...loginEn, ra: { action: { toggle_theme: themeToggle.en } } },
  pt: { ...appPt, ...loginPt, ra: { action: { toggle_theme: themeToggle.pt } } },
} as Record<string, Messages>;
const offered = { ca: caCatalogue, eu: euCatalogue, gl: glCatalogue } as Record<string, Messages>;

const translatorOf = (locale: Locale) => {
  const own = complete[locale] ?? offered[locale];
  return (key: string) => lookup(own, key) ?? lookup(complete.es, key) ?? key;
};

export const textsOf = (locale: Locale): PrepaintTexts => {
  const text = translatorOf(locale);
  return {
    locale,
    language: localeNames[locale],
    title: text('app.title'),
    tagline: text('login.layout.tagline'),
    heading: text('login.signIn.title'),
    intro: text('login.signIn.intro'),
    userName: text('login.signIn.userName'),
    password: text('login.signIn.password'),
    showPassword: text('login.password.show'),
    hidePassword: text('login.password.hide'),
    submit: text('login.signIn.submit'),
    forgot: text('login.signIn.forgot'),
    toggleTheme: text('ra.action.toggle_theme'),
    copyright: text('app.copyright'),
  };
};

export const shellTextsOf = (locale: Locale): ShellTexts => {
  const text = translatorOf(locale);
  return {
    locale,
    title: text('app.title'),
    copyright: text('app.copyright'),
    version: text('app.version').replace('{{version}}', APP_VERSION),
  };
};

const iconPath = (name: string) => {
  const source = readFileSync(resolve('node_modules/@mui/icons-material/esm', `${name}.js`), 'utf8');
  const path = /\bd: "([^"]+)"/.exec(source)?.[1];
  if (!path) throw new Error(`No path in the ${name} icon`);
  return path;
};

/**
 * Paints the login page, or for a visitor with a session the console's frame, from index.html
 * itself (a first paint that waits for no script): the pages' CSS in the head, templates for each
 * language and the script that shows the visitor's, before the console's root. Builds only; the
 * development server starts the console as it is.
 */
export const loginPrepaint = (locales: readonly Locale[]): Plugin => ({
  name: 'login-prepaint',
  apply: 'build',
  // After the first-screen plugin has added the application's preloads, which this one moves.
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const here = resolve('scripts/build');
      const css = ['prepaint.css', 'shellPrepaint.css']
        .map((file) => readFileSync(resolve(here, file), 'utf8'))
        .join('\n')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .trim();
      const boot = readFileSync(resolve(here, 'prepaintBoot.js'), 'utf8')
        .replace(/^[ \t]*\/\/.*$/gm, '')
        .replace(/\n\s*/g, '\n')
        .trim();
      const icons: PrepaintIcons = {
        pointOfSale: iconPath('PointOfSale'),
        translate: iconPath('Translate'),
        expandMore: iconPath('ExpandMore'),
        brightness4: iconPath('Brightness4'),
        visibility: iconPath('Visibility'),
      };
      const shellIcons = { menu: iconPath('Menu'), pointOfSale: icons.pointOfSale };
      const templates = locales
        .map(
          (locale) => `${prepaintTemplate(textsOf(locale), icons)}\n${shellTemplate(shellTextsOf(locale), shellIcons)}`,
        )
        .join('\n');
      // The application's preloads wait in a template: the script adds them at once, or, on the
      // painted login page, once it is on screen, so they never compete with its first paint.
      // Those of the head only: the signed-in shell's wait in a template of their own (firstScreen.ts).
      const head = html.slice(0, html.indexOf('</head>'));
      const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>\n?/g)].map(([tag]) => tag);
      const withoutPreloads = preloads.reduce((page, tag) => page.replace(tag, ''), html);
      return withoutPreloads
        .replace('</head>', `<style>${css}</style>\n</head>`)
        .replace(
          '<div id="root"></div>',
          `<template id="console-preloads">${preloads.join('')}</template>\n<div id="prepaint" hidden></div>\n<div id="shell-prepaint" hidden aria-hidden="true" data-public-paths="${PUBLIC_PAGE_PATHS.join(' ')}"></div>\n${templates}\n<script>${boot}</script>\n<div id="root"></div>`,
        );
    },
  },
});
