import { generateWorld } from '../fixtures/world';
import type { SandboxContext } from './context';
import { PENDING_SEED, readMeta, writeMeta } from './database';
import { seedIdentity } from './identity/seedIdentity';
import { registerLogOf } from './activityRegister/registerLogOf';
import { addDeclaredPermissions } from './declaredPermissions';

export interface SeedResult {
  seeded: boolean;
  terminals: number;
  milliseconds: number;
  /** Of which generating the world (the rest is storing it). */
  generatedMilliseconds: number;
  /** Resources a migration added to a seeded database, now holding their seeded rows. */
  added: string[];
  /** Permissions declared since the database was seeded, now in its catalogue. */
  addedPermissions: string[];
}

const worldOf = (context: SandboxContext, terminals: number) =>
  generateWorld(context.schemas, { terminals, now: context.config.worldNow ?? Date.now() });

/**
 * Gives the resources a migration added the rows a fresh seed would have given them: each
 * resource draws from its own stream, so they are the same rows whatever else the world holds.
 */
const seedAddedResources = (context: SandboxContext, terminals: number): string[] => {
  const pending = JSON.parse(readMeta(context.db, PENDING_SEED) ?? '[]') as string[];
  if (pending.length === 0) return [];
  const world = worldOf(context, terminals);
  context.db.transaction(() => {
    pending.forEach((name) => context.store.insertMany(name, world[name] ?? []));
    writeMeta(context.db, PENDING_SEED, '[]');
  })();
  return pending;
};

/**
 * Fills an empty database with the fixtures world (same seed as fakerest and the tests) and the
 * personas. The world's dates (last connections, operations, ...) are relative to the time of
 * seeding unless the configuration pins a clock (`worldNow`, as tests do). A database that was
 * already seeded keeps its records; only resources a migration added get their seeded rows, and
 * newly declared permissions join its catalogue.
 */
export const seedIfEmpty = (context: SandboxContext, terminals = context.config.terminals): SeedResult => {
  const started = performance.now();
  const done = readMeta(context.db, 'seeded_terminals');
  if (done) {
    const added = seedAddedResources(context, Number(done));
    const addedPermissions = addDeclaredPermissions(context);
    const milliseconds = Math.round(performance.now() - started);
    return { seeded: false, terminals: Number(done), milliseconds, generatedMilliseconds: 0, added, addedPermissions };
  }
  const world = worldOf(context, terminals);
  const generatedMilliseconds = Math.round(performance.now() - started);
  context.db.transaction(() => {
    context.schemas.forEach((schema) => context.store.insertMany(schema.name, world[schema.name] ?? []));
    seedIdentity(context, world);
    registerLogOf(context).chainSeeded();
    writeMeta(context.db, 'seeded_terminals', String(terminals));
    writeMeta(context.db, 'seeded_at', new Date().toISOString());
    writeMeta(context.db, PENDING_SEED, '[]');
  })();
  const milliseconds = Math.round(performance.now() - started);
  return { seeded: true, terminals, milliseconds, generatedMilliseconds, added: [], addedPermissions: [] };
};
