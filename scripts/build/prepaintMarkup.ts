/**
 * The login page as plain HTML, one `<template>` a language, painted by index.html before any of
 * the console's JavaScript has run (see loginPrepaint.ts). It repeats the React login page's
 * structure, names and texts (src/pages/login/LoginLayout.tsx, CredentialsForm.tsx), so a
 * visitor sees the same page, and what they type there is handed over when the console starts.
 */

/** The texts the login page shows, already translated. */
export interface PrepaintTexts {
  locale: string;
  /** The language's own name, as the language button shows it. */
  language: string;
  title: string;
  tagline: string;
  heading: string;
  intro: string;
  userName: string;
  password: string;
  showPassword: string;
  hidePassword: string;
  submit: string;
  forgot: string;
  toggleTheme: string;
  /** With `{{year}}`, which the page fills in with the visitor's year. */
  copyright: string;
}

/** SVG path data of the Material icons the page shows. */
export interface PrepaintIcons {
  pointOfSale: string;
  translate: string;
  expandMore: string;
  brightness4: string;
  visibility: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every text of a page, escaped for the markup. */
export const escapeTexts = <Texts extends object>(texts: Texts) =>
  Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, escapeHtml(String(value))])) as Record<
    keyof Texts,
    string
  >;

/** An escaped copyright line with the slot the page fills in with the visitor's year (its `{{year}}`). */
export const copyrightLine = (copyright: string) => {
  const [before, after = ''] = copyright.split('{{year}}');
  return `${before}<span data-prepaint="year"></span>${after}`;
};

export const icon = (path: string, size = 24) =>
  `<svg viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false"><path fill="currentColor" d="${path}"/></svg>`;

/** One language's login page: the header, the product, the card with the form, the footer. */
export const prepaintTemplate = (texts: PrepaintTexts, icons: PrepaintIcons) => {
  const t = escapeTexts(texts);
  return `<template data-locale="${t.locale}">
<div class="pp-page">
<header class="pp-header">
<button type="button" class="pp-language" data-prepaint="language" aria-haspopup="menu" aria-expanded="false">${icon(icons.translate, 20)}<span>${t.language}</span>${icon(icons.expandMore, 20)}</button>
<button type="button" class="pp-theme" data-prepaint="theme" aria-label="${t.toggleTheme}" title="${t.toggleTheme}">${icon(icons.brightness4)}</button>
</header>
<main class="pp-main"><div class="pp-column">
<div class="pp-brand"><div class="pp-avatar">${icon(icons.pointOfSale)}</div><div><p class="pp-title">${t.title}</p><span class="pp-tagline">${t.tagline}</span></div></div>
<div class="pp-card">
<h1>${t.heading}</h1>
<p class="pp-intro">${t.intro}</p>
<form class="pp-form" novalidate>
<div class="pp-field"><input id="pp-username" name="username" autocomplete="username" placeholder=" " autofocus><label for="pp-username">${t.userName}</label></div>
<div class="pp-field pp-password"><input id="pp-password" name="password" type="password" autocomplete="current-password" placeholder=" "><label for="pp-password">${t.password}</label><button type="button" class="pp-reveal" data-prepaint="reveal" aria-pressed="false" aria-label="${t.showPassword}" data-show="${t.showPassword}" data-hide="${t.hidePassword}">${icon(icons.visibility, 20)}</button></div>
<button type="submit" class="pp-submit">${t.submit}</button>
<a class="pp-forgot" href="/recover-password">${t.forgot}</a>
</form>
</div>
</div></main>
<footer class="pp-footer">${copyrightLine(t.copyright)}</footer>
</div>
</template>`;
};
