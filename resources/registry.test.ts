import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeLocales } from '../i18n/locales';
import { allPermissions } from './core/permissions';
import { readPermissions } from './core/resourceSchema';
import { registry } from './registry';
import { schemaNamed, schemas } from './schemaLookup';
import { OWN_LIST_RESOURCES } from './schemaListRoutes';
import { SCHEMA_VIEW_CLASS } from './views/schemaViewClass';

const resourcesDir = join(__dirname);
const folders = readdirSync(resourcesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(resourcesDir, entry.name, 'schema.ts')))
  .map((entry) => entry.name);

describe('resource registry', () => {
  it('has exactly one entry per resource folder, named after its folder', () => {
    expect(schemas.map((schema) => schema.name).sort()).toEqual([...folders].sort());
  });

  it('gives every schema of the lookup its definition, in the same order', () => {
    expect(registry.map((definition) => definition.schema)).toEqual(schemas);
  });

  it('gives every folder its schema, definition and messages', () => {
    folders.forEach((folder) => {
      expect(existsSync(join(resourcesDir, folder, 'index.tsx')), `${folder}/index.tsx`).toBe(true);
      completeLocales.forEach((locale) => {
        const messages = join(folder, 'messages', `${locale}.ts`);
        expect(existsSync(join(resourcesDir, messages)), messages).toBe(true);
      });
    });
  });

  it('names every resource whose list is a view of its own, for the preloads of a first visit', () => {
    const ownLists = registry
      .filter((definition) => definition.schema.route)
      .filter((definition) => (definition.list?.props as { className?: string }).className !== SCHEMA_VIEW_CLASS)
      .map((definition) => definition.schema.name);
    expect(ownLists.sort()).toEqual([...OWN_LIST_RESOURCES].sort());
  });

  it('uses unique routes and resource names', () => {
    const names = schemas.map((schema) => schema.resource);
    expect(new Set(names).size).toBe(names.length);
  });

  it('declares the routes of the spec route table', () => {
    const routes = schemas.flatMap((schema) => (schema.route ? [schema.route] : []));
    expect(routes).toEqual(
      expect.arrayContaining([
        'Profiles',
        'Terminal',
        'Terminal/Tags',
        'Terminal/logs',
        'commerce',
        'branch',
        'commerce/economic-sector',
        'operations',
        'reports',
        'group',
        'partner',
        'users',
        'rol',
        'permissions',
        'pointsofsale',
        'Subsidies',
        'Fidelium',
        'Warehouses',
        'Bines',
        'CardTypes',
        'ActivityRegister',
        'Categories',
        'Reports',
        'brand',
        'model',
        'campaign',
        'appmanagement',
        'entity-parameters',
        'store',
        'applicationDeveloper',
        'component',
        'onboarding',
        'tutorial-video-categories',
        'tutorial-video',
        'multimedia',
        'package-installation',
        'settings/networks',
      ]),
    );
  });

  it('points every reference at a declared resource', () => {
    schemas.forEach((schema) =>
      Object.values(schema.fields).forEach((field) => {
        if ('target' in field)
          expect(() => schemaNamed(field.target), `${schema.name} -> ${field.target}`).not.toThrow();
      }),
    );
  });

  it('only uses known permission names', () => {
    schemas.forEach((schema) => {
      [...readPermissions(schema), schema.permissions.write].forEach((permission) =>
        expect(allPermissions, `${schema.name}: ${permission}`).toContain(permission),
      );
    });
  });

  it('gives every resource with screens a menu entry and an icon, and none to data-only ones', () => {
    registry.forEach(({ schema, icon, list }) => {
      // The settings screens are reached from the settings hub, the sidebar's 'configuration'.
      const fromSettingsHub = schema.route?.startsWith('settings/') ?? false;
      expect(Boolean(schema.menu), schema.name).toBe(Boolean(schema.route) && !fromSettingsHub);
      expect(Boolean(icon), schema.name).toBe(Boolean(schema.route));
      expect(Boolean(list), schema.name).toBe(Boolean(schema.route));
    });
  });

  it('labels records with a declared field', () => {
    schemas.forEach((schema) => expect(Object.keys(schema.fields), schema.name).toContain(schema.label));
  });
});
