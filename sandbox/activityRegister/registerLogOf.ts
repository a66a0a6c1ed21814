import type { SandboxContext } from '../context';
import type { Db } from '../database';
import { createRegisterLog, type RegisterLog } from './registerLog';

const logs = new WeakMap<Db, RegisterLog>();

/** The one register log of a sandbox's database (its statements compiled once). */
export const registerLogOf = ({ db, store }: Pick<SandboxContext, 'db' | 'store'>): RegisterLog => {
  let log = logs.get(db);
  if (!log) logs.set(db, (log = createRegisterLog(db, store)));
  return log;
};
