import type { Db } from '../database';

let savepoints = 0;
/** What must outlive a rollback of the write under way (a wrong 2FA code's count), innermost last. */
let survivors: (() => void)[] | null = null;

/**
 * Runs `action` again if the write under way is rolled back, for bookkeeping that must hold
 * whatever the write's fate: a wrong second factor counts toward the lockout even though the
 * change it guarded is refused. Outside a write nothing is rolled back, so nothing is kept.
 */
export const redoAfterRollback = (action: () => void) => {
  survivors?.push(action);
};

/**
 * Runs a write and the domain rules around it all or nothing: a rule's effect (a terminal's device
 * data removed before it) is undone with a write refused after it. The rules are async by
 * contract, but the sandbox's store answers them synchronously, so no other request runs before
 * the savepoint is released. Inside an open transaction (an import's batch) it undoes its own part only.
 */
export const writeTransaction = async <T>(db: Db, write: () => Promise<T>): Promise<T> => {
  savepoints += 1;
  const name = `domain_write_${savepoints}`;
  const outer = survivors;
  const mine: (() => void)[] = [];
  survivors = mine;
  db.exec(`SAVEPOINT ${name}`);
  try {
    const result = await write();
    db.exec(`RELEASE ${name}`);
    // An enclosing write may still be rolled back.
    survivors = outer;
    outer?.push(...mine);
    return result;
  } catch (error) {
    db.exec(`ROLLBACK TO ${name}`);
    db.exec(`RELEASE ${name}`);
    survivors = outer;
    mine.forEach((action) => action());
    outer?.push(...mine);
    throw error;
  }
};
