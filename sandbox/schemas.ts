import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResourceSchema } from '../resources/core/resourceSchema';

const resourcesDir = join(import.meta.dirname, '..', 'resources');

const isSchema = (value: unknown): value is ResourceSchema =>
  typeof value === 'object' && value !== null && 'fields' in value && 'resource' in value && 'service' in value;

/**
 * Every resource schema, read from resources/<name>/schema.ts: the sandbox serves exactly what
 * the console declares, without importing the console's React code.
 */
export const loadSchemas = async (): Promise<ResourceSchema[]> => {
  const folders = readdirSync(resourcesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(resourcesDir, entry.name, 'schema.ts')))
    .map((entry) => entry.name)
    .sort();
  const modules = await Promise.all(
    folders.map(
      (folder) =>
        import(pathToFileURL(join(resourcesDir, folder, 'schema.ts')).href) as Promise<Record<string, unknown>>,
    ),
  );
  return modules.flatMap((module) => Object.values(module).filter(isSchema));
};
