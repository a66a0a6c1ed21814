import { tagsAfterAdding } from '../tagLimit';
import type { TagAction, TagAssignmentOutcome } from './shapes';

export interface TaggedTerminal {
  id: number;
  serialNumber: string;
  tagIds?: number[] | null;
}

export interface TagChange {
  id: number;
  tagIds: number[];
}

/**
 * A batch assignment or unassignment of one tag: the terminals whose tags change (with their new
 * tags) and the outcome the user is told. Assigning skips terminals that would exceed 5 tags
 * (`tagsAfterAdding`) and names them; serials asked for but not found are `unknown`.
 */
export const planTagAssignment = (
  tagId: number,
  action: TagAction,
  terminals: readonly TaggedTerminal[],
  requestedSerials?: readonly string[],
): { changes: TagChange[]; outcome: TagAssignmentOutcome } => {
  const changes: TagChange[] = [];
  const skipped: string[] = [];
  let unchanged = 0;
  terminals.forEach((terminal) => {
    const current = terminal.tagIds ?? [];
    const has = current.includes(tagId);
    if (action === 'UNASSIGN') {
      if (has) changes.push({ id: terminal.id, tagIds: current.filter((id) => id !== tagId) });
      else unchanged += 1;
      return;
    }
    if (has) {
      unchanged += 1;
      return;
    }
    const next = tagsAfterAdding(current, [tagId]);
    if (next) changes.push({ id: terminal.id, tagIds: next });
    else skipped.push(terminal.serialNumber);
  });
  const found = new Set(terminals.map((terminal) => terminal.serialNumber));
  const unknown = (requestedSerials ?? []).filter((serial) => !found.has(serial));
  return {
    changes,
    outcome: { matched: terminals.length, changed: changes.length, unchanged, skipped, unknown },
  };
};
