import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PRELOAD_ATTRIBUTE, type FirstScreenStylesPart } from '../../src/firstScreenStyles';

/**
 * The CSS Emotion inserted on the signed-in first screens, recorded by
 * `npm run styles:first-screen` (scripts/captureFirstScreenStyles.ts), in the order it went in.
 */
export interface FirstScreenStyles {
  /** The fingerprint of src/styleCache.ts at the capture: its Stylis plugins write these rules. */
  styleCache: string;
  /** The pages and window widths the rules were recorded on. */
  screens: string[];
  rules: string[];
}

export const FIRST_SCREEN_STYLES_FILE = 'scripts/build/firstScreenStyles.json';
export const STYLE_CACHE_FILE = 'src/styleCache.ts';
export const TEMPLATE_ID = 'first-screen-styles';

export const styleCacheFingerprint = (source: string) => createHash('sha256').update(source).digest('hex').slice(0, 16);

/**
 * The name Emotion files a rule under in its cache (`inserted`): a class's hash (`.css-<name>`,
 * also inside a media query) or a keyframes' `animation-<hash>`.
 */
export const emotionNameOf = (rule: string): string | undefined =>
  /^@keyframes (animation-[a-z0-9]+)/.exec(rule)?.[1] ?? /\.css-([a-z0-9]+)/.exec(rule)?.[1];

/** A part of at most this much CSS parses in about 7 ms here: under a long task on a phone four times slower. */
export const PART_CHARS = 24_000;

/**
 * The rules Emotion files by name, grouped by name in their first order and cut into parts of at
 * most about `partChars` characters, a name's rules never split; with the asset's file name.
 */
export const firstScreenStylesAsset = (rules: readonly string[], partChars = PART_CHARS) => {
  const byName = new Map<string, string[]>();
  for (const rule of rules) {
    const name = emotionNameOf(rule);
    if (name) byName.set(name, [...(byName.get(name) ?? []), rule]);
  }
  const parts: FirstScreenStylesPart[] = [];
  let names: string[] = [];
  let css = '';
  for (const [name, own] of byName) {
    const text = own.join('');
    if (css && css.length + text.length > partChars) {
      parts.push({ names: names.join(' '), css });
      [names, css] = [[], ''];
    }
    names.push(name);
    css += text;
  }
  if (css) parts.push({ names: names.join(' '), css });
  const json = JSON.stringify(parts);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 8);
  return { fileName: `assets/first-screen-styles-${hash}.json`, json, parts };
};

/**
 * Preloads the asset for the boot script to add, for a signed-in start in the light theme (the
 * capture's); src/firstScreenStyles.ts puts it in the page before the style cache is created.
 */
export const firstScreenStylesTemplate = (fileName: string) =>
  `<template id="${TEMPLATE_ID}"><link rel="preload" as="fetch" crossorigin href="/${fileName}" ${PRELOAD_ATTRIBUTE}></template>`;

export const readFirstScreenStyles = () =>
  JSON.parse(readFileSync(resolve(FIRST_SCREEN_STYLES_FILE), 'utf8')) as FirstScreenStyles;

/** Whether the rules were written by the style cache as it is now (firstScreenStyles.test.ts checks it). */
export const capturedByThisStyleCache = (styles: FirstScreenStyles) =>
  styles.styleCache === styleCacheFingerprint(readFileSync(resolve(STYLE_CACHE_FILE), 'utf8'));

/**
 * Ships the recorded first-screen styles beside the scripts: compiling and inserting them one by
 * one was most of the longest task after a cold signed-in start's first paint. Left out, with a
 * warning, when src/styleCache.ts changed since the capture: its plugins may write the same names
 * otherwise now.
 */
export const firstScreenStyles = (): Plugin => {
  let asset: ReturnType<typeof firstScreenStylesAsset> | undefined;
  return {
    name: 'first-screen-styles',
    apply: 'build',
    buildStart() {
      const styles = readFirstScreenStyles();
      asset = capturedByThisStyleCache(styles) ? firstScreenStylesAsset(styles.rules) : undefined;
      if (!asset) this.warn(`${STYLE_CACHE_FILE} changed since the capture: run npm run styles:first-screen`);
    },
    generateBundle() {
      if (asset) this.emitFile({ type: 'asset', fileName: asset.fileName, source: asset.json });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        asset ? html.replace('</head>', `${firstScreenStylesTemplate(asset.fileName)}\n</head>`) : html,
    },
  };
};
