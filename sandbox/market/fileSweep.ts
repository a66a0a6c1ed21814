import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { tableOf } from '../storage/tables';
import { referencedFileIds } from './fileReferences';
import type { FileStore } from './fileStore';

const HOUR = 3_600_000;

/**
 * Removes the files uploaded more than `graceMs` ago that no record refers to: an upload abandoned
 * with its form, or replaced by another. Younger files wait, as a form being filled in still holds
 * them. Answers the ids it removed.
 */
export const sweepUnreferencedFiles = (
  { db, schemas }: Pick<SandboxContext, 'db' | 'schemas'>,
  files: FileStore,
  graceMs: number,
): string[] => {
  const candidates = files.uploadedBefore(files.now() - graceMs);
  if (candidates.length === 0) return [];
  const referenced = referencedFileIds(db, schemas.map(tableOf));
  const orphans = candidates.filter((id) => !referenced.has(id));
  orphans.forEach((id) => files.remove(id));
  return orphans;
};

/** Sweeps once on start, then every `everyMs` (0: on start only) until the server closes. */
export const scheduleFileSweep = (
  app: FastifyInstance,
  context: Pick<SandboxContext, 'db' | 'schemas'>,
  files: FileStore,
  { graceHours, everyMs }: { graceHours: number; everyMs: number },
) => {
  const sweep = () => sweepUnreferencedFiles(context, files, graceHours * HOUR);
  sweep();
  if (everyMs <= 0) return;
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
