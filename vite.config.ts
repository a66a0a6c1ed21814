import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compressAssets } from './scripts/build/compressAssets';
import { firstScreen } from './scripts/build/firstScreen';
import { firstScreenStyles } from './scripts/build/firstScreenStyles';
import { loginPrepaint } from './scripts/build/loginPrepaint';
import { emotionPropNames } from './scripts/build/propNamesAsSet';
import { isCompleteLocale, locales, localesNeededFor } from './i18n/locales';
import { schemaListPaths } from './resources/schemaListRoutes';

const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';

/**
 * Service calls: /<service>/api/..., the token endpoint /auth/connect/... and the transaction
 * service's own paths, plus the runtime configuration the sandbox serves. Console URLs such as
 * /commerce share their first segment with a service prefix, so only these are proxied.
 */
const servicePaths = '^/[a-z]+/(api|connect)(/|$)|^/transactions/|^/config\\.json$';

/**
 * What the lazy views share, in two chunks rather than dozens (see firstScreen's SharedKit): the
 * packages every screen is built from (with the stand-in for react-admin's CSV writer, which
 * ra-core imports: not a file of its own), and the console's own view building blocks.
 */
const viewKit =
  /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|icons-material|styled-engine)|@popperjs|ra-core|ra-ui-materialui|ra-i18n-|react-admin|react-hook-form|@hookform|inflection|lodash|diacritic|@tanstack|zod|react-transition-group|clsx|react-is|prop-types|@babel[\\/]runtime|query-string|dompurify|date-fns)[\\/]|[\\/]src[\\/]lazyJsonExport\.ts$/;
const viewCommon =
  /^(?!.*[\\/]node_modules[\\/]).*[\\/](resources[\\/](core|views)|src[\\/](components|layout)|dataProviders)[\\/]/;
/**
 * What only forms and uploads use (zod's validation, the form views, the drop zone): out of the
 * kits, so a list or the home page, which load the kits, do not load them before they paint.
 */
const formsOnly =
  /[\\/](node_modules[\\/]zod|resources[\\/]core[\\/](validation|wire|upload[\\/])|resources[\\/]views[\\/](Schema(Form|Create|Edit)|TabbedSchemaForm|Field(Group)?Input|ImageUploadInput|schemaResolver|ShownWhen|UnreadableReferenceInput))/;

/**
 * The first screens the page kits serve: the home page, the terminal list, and the schema list, the
 * view of every list but those of their own (resources/schemaListRoutes.ts).
 */
const homePage = 'resources/dashboards/home/DashboardPage.tsx';
const terminalList = 'resources/terminals/list/TerminalList.tsx';
const schemaList = 'resources/views/SchemaList.tsx';

/** What src/messages.ts loads for a language: at start, and for a signed-in start (partial ones lean on Spanish). */
const languages = Object.fromEntries(
  locales.map((locale) => [
    locale,
    {
      entry: localesNeededFor(locale).map((needed) => `i18n/catalogues/${needed}.ts`),
      signedIn: localesNeededFor(locale)
        .filter(isCompleteLocale)
        .flatMap((needed) => [`resources/resourceMessages/${needed}.ts`, `i18n/screenTexts/${needed}.ts`]),
      otherScreens: localesNeededFor(locale)
        .filter(isCompleteLocale)
        .map((needed) => `i18n/screenTexts/otherScreens/${needed}.ts`),
    },
  ]),
);

const reactRouterBuild = (file: string) =>
  resolve(import.meta.dirname, 'node_modules/react-router/dist/production', file);
/**
 * react-router exports its development build under every condition (its development warnings on,
 * checked as routes match); a build takes the production one beside it, the same code without them.
 */
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
        { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
      ],
    },
  }),
};

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction,
    emotionPropNames(),
    // main.tsx starts the language and configuration; the application (login page included) is
    // preloaded beside it (see scripts/build/firstScreen.ts).
    firstScreen({
      entry: 'src/main.tsx',
      application: 'src/start.tsx',
      onDemand: locales.map((locale) => `i18n/catalogues/${locale}.ts`),
      sharedKits: [
        { name: 'view-kit', modules: viewKit, minShareCount: 2, except: formsOnly },
        { name: 'view-common', modules: viewCommon, minShareCount: 3, except: formsOnly },
      ],
      signedInShell: ['src/layout/ConsoleLayout.tsx'],
      sharedPages: [schemaList],
      languages,
      pageKits: [
        // The layout (the toasts come with the first notification), and what the first screens share.
        { name: 'layout-kit', pages: ['src/layout/ConsoleLayout.tsx'], withShared: true },
        // What the home page adds (its tabs, grid and figures); a signed-in `/` goes home.
        {
          name: 'home-kit',
          pages: [homePage],
          // Its first figures' methods and chart, which the start asks for (homeFirstData.ts).
          routes: [
            {
              page: homePage,
              paths: ['/', '/dashboard'],
              firstData: [
                'dataProviders/transactions/transactionsHttp.ts',
                'resources/dashboards/charts/AccessibleBarChart.tsx',
              ],
            },
          ],
        },
        // What the terminal list and the schema list draw their first rows with. The schema list
        // is a view of the other screens, which waits for their texts.
        {
          name: 'list-kit',
          pages: [terminalList, schemaList],
          routes: [
            { page: terminalList, paths: ['/Terminal'] },
            { page: schemaList, paths: schemaListPaths(), otherScreenTexts: true },
          ],
        },
      ],
      signedOut: { page: 'src/pages/login/LoginPage.tsx', kit: 'login-kit' },
    }),
    // The login page painted from index.html itself, before the application's code has run.
    loginPrepaint(locales),
    // The styles the first screens insert, compiled: an asset index.html preloads for a signed-in start.
    firstScreenStyles(),
    compressAssets(),
  ],
  build: {
    target: 'es2022',
    manifest: true,
    // Vite's helper appends a <link rel="modulepreload"> per import of a lazy chunk, and each costs
    // the main thread about 1.4 ms (5.6 ms under Lighthouse's 4x throttling): a cold /Terminal
    // appended some twenty in the tasks after its first paint (Lighthouse's blocking time 1,180 ->
    // 730 ms without them). The browser fetches a lazy chunk's imports by itself, a round trip
    // later; index.html still preloads the first screen's chunks, and the sidebar preloads on hover.
    modulePreload: false,
    sourcemap: false,
    // The application chunk is one on purpose (~800 kB raw); `npm run size` guards its gzip weight.
    chunkSizeWarningLimit: 1000,
  },
  resolve: {
    alias: [
      { find: /^jsonexport\/dist\/index\.js$/, replacement: resolve(import.meta.dirname, 'src/lazyJsonExport.ts') },
      // react-admin's default labels, with the regular English rules only (src/inflectionLite.ts).
      { find: /^inflection$/, replacement: resolve(import.meta.dirname, 'src/inflectionLite.ts') },
    ],
  },
  // In development the console runs on Vite and the services on the sandbox.
  server: { proxy: { [servicePaths]: { target: sandbox } } },
  preview: { proxy: {} },
});
