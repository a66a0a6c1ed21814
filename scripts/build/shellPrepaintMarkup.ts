/**
 * The signed-in console's frame as plain HTML, one `<template>` a language, painted by index.html
 * for a visitor with a session before any of the console's JavaScript has run (prepaintBoot.js):
 * the header with the menu button's icon and the console's name, the sidebar's place and the
 * footer, where the React layout draws them (src/layout/ConsoleLayout.tsx, ConsoleAppBar.tsx,
 * ConsoleFooter.tsx). It draws nothing that depends on the user (links, entity, name); the
 * console's first element takes its place, whatever the page (src/layout/shellPrepaint.ts).
 */
import { copyrightLine, escapeTexts, icon } from './prepaintMarkup';

export interface ShellTexts {
  locale: string;
  title: string;
  /** With `{{year}}`, which the page fills in with the visitor's year. */
  copyright: string;
  version: string;
}

export interface ShellIcons {
  menu: string;
  pointOfSale: string;
}

export const shellTemplate = (texts: ShellTexts, icons: ShellIcons) => {
  const t = escapeTexts(texts);
  return `<template data-shell-locale="${t.locale}">
<header class="ps-header"><span class="ps-menu">${icon(icons.menu)}</span><span class="ps-brand">${icon(icons.pointOfSale, 20)}<span>${t.title}</span></span></header>
<div class="ps-content"><footer class="ps-footer"><span>${copyrightLine(t.copyright)}</span><span>${t.version}</span></footer></div>
</template>`;
};
