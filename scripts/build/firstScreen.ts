import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { pageModules } from './pageModules';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

export interface FirstScreenOptions {
  /** index.html's script: small, and its modules stay in its own chunk. */
  entry: string;
  /** The application, imported by the entry with `import()`; one chunk, preloaded by index.html. */
  application: string;
  /**
   * Modules the entry loads on demand beside the application (the languages' messages): the
   * package modules two or more of them share, and the application does not hold, make one chunk
   * rather than a handful of small ones.
   */
  onDemand: string[];
  /**
   * Modules many lazy views share, each kit one chunk: see SharedKit. Left alone, rolldown cuts
   * them into one chunk per set of views sharing them: the terminal list asked for 85 files, and
   * a browser's six connections to a host queued them, the list's data request behind them
   * (README, "The terminal list, cold").
   */
  sharedKits: SharedKit[];
  /**
   * What every signed-in page needs (the layout): listed in a template
   * that index.html's boot script adds to the page for a visitor with a session, so these chunks
   * come beside the application instead of after it has started.
   */
  signedInShell: string[];
  /**
   * Chunks of what given pages use, each before the shared kits (and the first before the next):
   * a first visit to those pages then loads what they draw, not every screen's parts.
   */
  pageKits?: PageKit[];
  /**
   * Page kits' pages that other screens import (the schema list, which some lists wrap): a first
   * visit to any other page preloads their chunks beside the shared kits.
   */
  sharedPages?: string[];
  /**
   * The page a visitor without a session sees first (the login), out of the application: what it
   * shares with the page kits' pages stays in the application, the rest makes `kit`, and
   * both come from a template index.html's boot script adds only for a visitor without a session.
   */
  signedOut?: { page: string; kit: string };
  /**
   * Per language, the messages' modules the entry asks for at start (`entry`), those a signed-in
   * start adds (`signedIn`) and those a signed-in start on any other screen than the first ones
   * adds (`otherScreens`): a template each, listing their chunks with the entry's own imports, of
   * which index.html's boot script adds the visitor's language's. Without them the entry found its
   * imports, then its messages, then theirs, a round trip each after index.html; and another
   * screen's texts were asked for once the application had started.
   */
  languages?: Record<string, { entry: string[]; signedIn: string[]; otherScreens?: string[] }>;
}

/**
 * Every module `pages` use when they first render that the application and the kits before it do
 * not hold, the pages' own modules aside. All of them, not only the shared kits' packages: a module
 * left in a page's chunk would be imported back by the kit, a circle between two chunks.
 */
export interface PageKit {
  name: string;
  pages: string[];
  /**
   * The URLs that open each page: a signed-in first visit to one preloads that page's chunks beside
   * the application's (index.html's boot script adds the template), instead of once the start has
   * run, and the other screens' texts with them for a view that waits for those.
   */
  routes?: PageRoute[];
  /**
   * Also takes what the later kits' pages share among themselves: what two first screens both use
   * comes with this kit (the layout's), so that neither screen loads the other's kit.
   */
  withShared?: boolean;
}

/** The URLs that open a page kit's page, and what its first paint needs beside the page's chunks. */
export interface PageRoute {
  page: string;
  paths: string[];
  /** The page waits for the other screens' texts (the schema list). */
  otherScreenTexts?: boolean;
  /**
   * Modules the page loads on demand for what it draws first (a service's methods, the chart of
   * its first figures): without them in its template, each came a round trip after the start.
   */
  firstData?: string[];
}

/**
 * A chunk of what views share: the modules `modules` matches that the application and the entry
 * do not hold, used by at least `minShareCount` lazy chunks. What one kind of screen uses (maps,
 * charts, spreadsheets) is left out of the patterns and keeps chunks of its own.
 */
export interface SharedKit {
  name: string;
  modules: RegExp;
  minShareCount: number;
  /** Modules left out even though `modules` matches them: they chunk with the views that use them. */
  except?: RegExp;
}

const staticGraph = (graph: ModuleGraph, root: string) => {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(root);
  return seen;
};

/**
 * The first screen in few requests, none of them waiting for another. The entry is small and asks
 * at once for what depends on the visitor (language, configuration) while index.html preloads the
 * application beside it, all of it in one chunk: left alone, rolldown cuts the modules the
 * application shares with lazy views into dozens of small chunks. The application is a second
 * entry so that rolldown's `$initial` tag (what an entry really uses, after tree shaking) selects
 * its modules; the entry's own modules stay out of that chunk, so the entry never waits for it.
 */
const sharedBy = (graphs: Set<string>[]) => {
  const count = new Map<string, number>();
  graphs.forEach((graph) => graph.forEach((id) => count.set(id, (count.get(id) ?? 0) + 1)));
  return new Set([...count].filter(([, times]) => times > 1).map(([id]) => id));
};

export const firstScreen = ({
  entry,
  application,
  onDemand,
  sharedKits,
  signedInShell,
  pageKits = [],
  sharedPages = [],
  signedOut,
  languages = {},
}: FirstScreenOptions): Plugin => {
  let projectRoot = process.cwd();
  let graphs: { entry: Set<string>; onDemand: Set<string> } | undefined;
  const graphsOf = (graph: ModuleGraph) =>
    (graphs ??= {
      entry: staticGraph(graph, resolve(projectRoot, entry)),
      onDemand: sharedBy(onDemand.map((root) => staticGraph(graph, resolve(projectRoot, root)))),
    });
  const claimed = new Set<string>();
  let applicationModules = new Set<string>();
  /** Modules the application really uses (see `config`) that the entry does not hold. */
  const applicationChunk = (id: string, graph: ModuleGraph) => {
    const { entry: inEntry } = graphsOf(graph);
    if (!applicationModules.has(id) || id === resolve(projectRoot, application) || inEntry.has(id)) return null;
    claimed.add(id);
    return 'app';
  };
  /** What the entry imports, which the application shares: one named chunk, not one named after a module. */
  const entryKit = (id: string, graph: ModuleGraph) =>
    graphsOf(graph).entry.has(id) && id !== resolve(projectRoot, entry) ? 'entry-kit' : null;
  /** Package modules the on-demand ones share that neither the entry nor the application holds. */
  const onDemandKit = (id: string, graph: ModuleGraph) => {
    const { entry: inEntry, onDemand: shared } = graphsOf(graph);
    return /[\\/]node_modules[\\/]/.test(id) && shared.has(id) && !claimed.has(id) && !inEntry.has(id)
      ? 'on-demand-kit'
      : null;
  };
  const pageKitModules = new Map<string, Set<string>>();
  // The signed-out page's kit comes first: the login shares what it holds with the forms.
  const kits: PageKit[] = signedOut ? [{ name: signedOut.kit, pages: [signedOut.page] }, ...pageKits] : pageKits;
  const pageKitGroup = ({ name, pages }: PageKit, index: number) => {
    const pageIds = new Set(pages.map((page) => resolve(projectRoot, page)));
    return {
      name: (id: string, graph: ModuleGraph) =>
        pageKitModules.get(name)?.has(id) && !pageIds.has(id) && !graphsOf(graph).entry.has(id) ? name : null,
      includeDependenciesRecursively: false,
      // After the application's (which holds what the login shares with the page kits), before the shared kits.
      priority: sharedKits.length + kits.length - 1 - index,
    };
  };
  // A page kit's page keeps a chunk of its own beside its kit, even where other views import it.
  const kitPages = new Set<string>();
  const kitGroup = ({ name, modules, minShareCount, except }: SharedKit, index: number) => ({
    name: (id: string, graph: ModuleGraph) =>
      modules.test(id) && !except?.test(id) && !claimed.has(id) && !kitPages.has(id) && !graphsOf(graph).entry.has(id)
        ? name
        : null,
    includeDependenciesRecursively: false,
    minShareCount,
    priority: sharedKits.length - 1 - index,
  });

  // Priorities are unsigned: a negative one would come before every other group.
  const firstKit = sharedKits.length + kits.length;

  return {
    name: 'first-screen',
    apply: 'build',
    config: async (config) => {
      projectRoot = resolve(config.root ?? process.cwd());
      kits.forEach(({ pages }) => pages.forEach((page) => kitPages.add(resolve(projectRoot, page))));
      applicationModules = await pageModules(projectRoot, [application], config.resolve);
      for (const { name, pages } of pageKits)
        pageKitModules.set(name, await pageModules(projectRoot, pages, config.resolve));
      pageKits.forEach(({ name, withShared }, index) => {
        if (!withShared) return;
        const own = pageKitModules.get(name);
        const later = pageKits.slice(index + 1).map((kit) => pageKitModules.get(kit.name) ?? new Set<string>());
        later.forEach((modules, at) =>
          later.slice(at + 1).forEach((others) => modules.forEach((id) => others.has(id) && own?.add(id))),
        );
      });
      if (signedOut) {
        const page = await pageModules(projectRoot, [signedOut.page], config.resolve);
        // What the login shares with any page kit's pages goes to the application: left in the login's
        // kit, a signed-in first visit to those pages would fetch the whole login for it.
        const kitPages = [...pageKitModules.values()];
        page.forEach((id) => kitPages.some((modules) => modules.has(id)) && applicationModules.add(id));
        pageKitModules.set(signedOut.kit, page);
      }
      return {
        build: {
          rolldownOptions: {
            input: { index: resolve(projectRoot, 'index.html'), start: resolve(projectRoot, application) },
            output: {
              codeSplitting: {
                groups: [
                  { name: entryKit, includeDependenciesRecursively: false, priority: firstKit + 3 },
                  {
                    name: applicationChunk,
                    includeDependenciesRecursively: false,
                    priority: firstKit + 2,
                  },
                  { name: onDemandKit, includeDependenciesRecursively: false, priority: firstKit + 1 },
                  ...kits.map(pageKitGroup),
                  ...sharedKits.map(kitGroup),
                ],
              },
            },
          },
        },
      };
    },
    buildStart: () => {
      graphs = undefined;
      claimed.clear();
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle, chunk: entryChunk }) => {
        if (!bundle || !entryChunk) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const start = chunks.find((chunk) => chunk.facadeModuleId === resolve(projectRoot, application));
        if (!start) throw new Error(`first-screen: no chunk for ${application}`);
        const withImports = (file: string, found = new Set<string>()) => {
          if (found.has(file)) return found;
          found.add(file);
          byFile.get(file)?.imports.forEach((imported) => withImports(imported, found));
          return found;
        };
        const loadedByEntry = withImports(entryChunk.fileName);
        const preload = (file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        });
        const applicationFiles = [...withImports(start.fileName)].filter((file) => !loadedByEntry.has(file));
        // What chunks add, with their imports, to the entry and the application.
        const addedBy = (added: typeof chunks) =>
          new Set(
            added.flatMap((chunk) =>
              [...withImports(chunk.fileName)].filter(
                (file) => !loadedByEntry.has(file) && !applicationFiles.includes(file),
              ),
            ),
          );
        const addedFiles = (paths: string[]) =>
          addedBy(
            paths.map((path) => {
              const chunk = chunks.find((candidate) => candidate.facadeModuleId === resolve(projectRoot, path));
              if (!chunk) throw new Error(`first-screen: no chunk for ${path}`);
              return chunk;
            }),
          );
        const entryImports = [...loadedByEntry].filter((file) => file !== entryChunk.fileName);
        const languageFiles = Object.entries(languages).map(([locale, modules]) => {
          const entryFiles = new Set([...entryImports, ...addedFiles(modules.entry)]);
          const signedInFiles = [...addedFiles(modules.signedIn)].filter((file) => !entryFiles.has(file));
          const otherScreenTextFiles = [...addedFiles(modules.otherScreens ?? [])].filter(
            (file) => !entryFiles.has(file) && !signedInFiles.includes(file),
          );
          return { locale, entryFiles, signedInFiles, otherScreenTextFiles };
        });
        // What every language's template lists (the catalogues' shared parts) is not the shell's to preload.
        const inEveryLanguage = (file: string) =>
          languageFiles.length > 0 && languageFiles.every(({ entryFiles }) => entryFiles.has(file));
        const shellFiles = new Set([...addedFiles(signedInShell)].filter((file) => !inEveryLanguage(file)));
        // The shared kits, for a signed-in first visit to any other page: what its view imports
        // would otherwise come a round trip or two after its chunk, itself asked for at start.
        const otherScreenFiles = [
          ...new Set([
            ...addedBy(chunks.filter((chunk) => sharedKits.some(({ name }) => chunk.name === name))),
            ...addedFiles(sharedPages),
          ]),
        ].filter((file) => !shellFiles.has(file));
        const tags: HtmlTagDescriptor[] = [
          ...applicationFiles.map((file) => ({ ...preload(file), injectTo: 'head' as const })),
          {
            tag: 'template',
            attrs: { id: 'signed-in-preloads' },
            children: [...shellFiles].map(preload),
            // Before the boot script that reads it.
            injectTo: 'body-prepend',
          },
          ...pageKits
            .flatMap(({ routes = [] }) => routes)
            .flatMap(({ page, paths, otherScreenTexts, firstData = [] }) => {
              const files = [...addedFiles([page, ...firstData])].filter((file) => !shellFiles.has(file)).map(preload);
              return paths.map((path) => ({
                tag: 'template',
                attrs: {
                  'data-signed-in-path': path,
                  ...(otherScreenTexts ? { 'data-other-screen-texts': true } : {}),
                },
                children: files,
                injectTo: 'body-prepend' as const,
              }));
            }),
          {
            tag: 'template',
            attrs: { id: 'signed-in-other-preloads' },
            children: otherScreenFiles.map(preload),
            injectTo: 'body-prepend',
          },
          ...languageFiles.flatMap(({ locale, entryFiles, signedInFiles, otherScreenTextFiles }) => [
            {
              tag: 'template',
              attrs: { 'data-entry-locale': locale },
              children: [...entryFiles].map(preload),
              injectTo: 'body-prepend' as const,
            },
            {
              tag: 'template',
              attrs: { 'data-signed-in-locale': locale },
              children: signedInFiles.map(preload),
              injectTo: 'body-prepend' as const,
            },
            {
              tag: 'template',
              attrs: { 'data-other-screens-locale': locale },
              children: otherScreenTextFiles.map(preload),
              injectTo: 'body-prepend' as const,
            },
          ]),
          ...(signedOut
            ? [
                {
                  tag: 'template',
                  attrs: { id: 'signed-out-preloads' },
                  children: [...addedFiles([signedOut.page])].map(preload),
                  injectTo: 'body-prepend' as const,
                },
              ]
            : []),
        ];
        return { html, tags };
      },
    },
  };
};
