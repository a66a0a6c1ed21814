import type { Db } from '../database';

let savepoints = 0;

/**
 * Runs a write and the domain rules around it all or nothing: a rule's effect (a terminal's device
 * data removed before it) is undone with a write refused after it. The rules are async by
 * contract, but the sandbox's store answers them synchronously, so no other request runs before
 * the savepoint is released. Inside an open transaction (an import's batch) it undoes its own part only.
 */
export const writeTransaction = async <T>(db: Db, write: () => Promise<T>): Promise<T> => {
  savepoints += 1;
  const name = `domain_write_${savepoints}`;
  db.exec(`SAVEPOINT ${name}`);
  try {
    const result = await write();
    db.exec(`RELEASE ${name}`);
    return result;
  } catch (error) {
    db.exec(`ROLLBACK TO ${name}`);
    db.exec(`RELEASE ${name}`);
    throw error;
  }
};
