import type { Plugin } from 'vite';

/** The module of @emotion/is-prop-valid that the browser build takes. */
const MODULE = /[\\/]@emotion[\\/]is-prop-valid[\\/]dist[\\/]emotion-is-prop-valid\.esm\.js(\?.*)?$/;
/** `var reactPropsRegex = /^((name|name|…)|(prefixes-.*))$/;`, the one shape this rewrite knows. */
const DECLARATION = /var reactPropsRegex = \/\^\(\(([\w|]+)\)\|\(([^/]+)\)\)\$\/;/;

/**
 * The same test as emotion's: a name of the list, or one of the `data-`, `aria-` and `x-` forms.
 * The list's 418 names as one alternation cost V8 10 to 16 ms to compile on the first styled
 * element, about 60 ms under a mobile's 4x slower processor, in the start's longest task.
 */
export const propNamesAsSet = (source: string): string => {
  const found = DECLARATION.exec(source);
  if (!found) throw new Error('@emotion/is-prop-valid changed shape: update scripts/build/propNamesAsSet.ts');
  const [declaration, names, prefixed] = found;
  const replacement = [
    `var reactPropNames = new Set(${JSON.stringify(names.split('|'))});`,
    `var reactPrefixedProp = new RegExp(${JSON.stringify(`^(${prefixed})$`)});`,
    'var reactPropsRegex = { test: function (prop) { return reactPropNames.has(prop) || reactPrefixedProp.test(prop); } };',
  ].join('\n');
  return source.replace(declaration, () => replacement);
};

/** Rewrites emotion's prop filter in the build (see propNamesAsSet); a build without it fails. */
export const emotionPropNames = (): Plugin => {
  let rewritten = false;
  return {
    name: 'console:emotion-prop-names',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!MODULE.test(id)) return undefined;
      rewritten = true;
      return { code: propNamesAsSet(code), map: null };
    },
    buildEnd(error) {
      if (!error && !rewritten)
        this.error('@emotion/is-prop-valid was not found: update scripts/build/propNamesAsSet.ts');
    },
  };
};
