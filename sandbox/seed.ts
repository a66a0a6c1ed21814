import { generateWorld } from '../fixtures/world';
import type { SandboxContext } from './context';
import { readMeta, writeMeta } from './database';
import { seedIdentity } from './identity/seedIdentity';
import { registerLogOf } from './activityRegister/registerLogOf';

export interface SeedResult {
  seeded: boolean;
  terminals: number;
  milliseconds: number;
  /** Of which generating the world (the rest is storing it). */
  generatedMilliseconds: number;
}

/**
 * Fills an empty database with the fixtures world (same seed as fakerest and the tests) and the
 * personas. The world's dates (last connections, operations, ...) are relative to the time of
 * seeding unless the configuration pins a clock (`worldNow`, as tests do). A database that was already seeded is left as it is.
 */
export const seedIfEmpty = (context: SandboxContext, terminals = context.config.terminals): SeedResult => {
  const started = performance.now();
  const done = readMeta(context.db, 'seeded_terminals');
  if (done) return { seeded: false, terminals: Number(done), milliseconds: 0, generatedMilliseconds: 0 };
  const world = generateWorld(context.schemas, { terminals, now: context.config.worldNow ?? Date.now() });
  const generatedMilliseconds = Math.round(performance.now() - started);
  context.db.transaction(() => {
    context.schemas.forEach((schema) => context.store.insertMany(schema.name, world[schema.name] ?? []));
    seedIdentity(context, world);
    registerLogOf(context).chainSeeded();
    writeMeta(context.db, 'seeded_terminals', String(terminals));
    writeMeta(context.db, 'seeded_at', new Date().toISOString());
  })();
  return { seeded: true, terminals, milliseconds: Math.round(performance.now() - started), generatedMilliseconds };
};
