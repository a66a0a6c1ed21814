import { resolve } from 'node:path';
import { build, type Rolldown, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The modules pages really use when they first render: a build of the pages alone, in memory,
 * whose entry chunks and the chunks they import statically list them after tree shaking (an import
 * graph would list every module of a package's index, used or not).
 */
export const pageModules = async (
  root: string,
  pages: string[],
  resolveOptions?: UserConfig['resolve'],
): Promise<Set<string>> => {
  const result = await build({
    configFile: false,
    root,
    // The application's own aliases, so that the same modules are found.
    resolve: resolveOptions,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      rolldownOptions: {
        input: pages.map((page) => resolve(root, page)),
        preserveEntrySignatures: 'exports-only',
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap(({ output }) => output.filter((item) => item.type === 'chunk'));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const used = new Set<string>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || used.has(file)) return;
    used.add(file);
    chunk.imports.forEach(visit);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
  return new Set([...used].flatMap((file) => byFile.get(file)?.moduleIds ?? []));
};
