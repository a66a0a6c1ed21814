import type { InstallImpact, NoAccess, Rollout, UnsupportedModel } from './shapes';
import { waveSizes } from './waves';

/**
 * Which terminals what is installed may reach: a pilot's authorised terminals (null: any) and
 * the models it runs on (null or empty: every model).
 */
export interface InstallReach {
  authorized: readonly number[] | null;
  models: readonly number[] | null;
}

const intersect = (lists: (readonly number[])[]): readonly number[] | null =>
  lists.length === 0 ? null : lists.reduce((kept, list) => kept.filter((id) => list.includes(id)));

/** A bundle reaches a terminal only where every one of its apps does. */
export const combineReach = (reaches: readonly InstallReach[]): InstallReach => ({
  authorized: intersect(reaches.flatMap((reach) => (reach.authorized?.length ? [reach.authorized] : []))),
  models: intersect(reaches.flatMap((reach) => (reach.models?.length ? [reach.models] : []))),
});

/** What the plan reads of each candidate terminal. */
export interface CandidateTerminal {
  id: number;
  modelId: number;
  modelName: string;
  online: boolean;
  deleted: boolean;
  /** False outside a partner's commerces. */
  visible: boolean;
  openBatch: boolean;
}

export interface PlanInput<T extends CandidateTerminal> {
  terminals: readonly T[];
  reach: InstallReach;
  installOnTransaction: boolean;
  rollout?: Rollout | null;
  otherEntity?: number;
  unknownSerials?: string[];
}

/**
 * Splits the candidates into the terminals an install reaches and those it leaves out, and why:
 * deactivated, outside the partner's scope, not authorised for a pilot (AM-0032), or of a model
 * the app (component, bundle) does not run on.
 */
export const planInstall = <T extends CandidateTerminal>(
  input: PlanInput<T>,
): { reached: T[]; impact: InstallImpact } => {
  const noAccess: NoAccess = { notAuthorized: 0, otherEntity: input.otherEntity ?? 0, outOfScope: 0, deleted: 0 };
  const unsupported = new Map<number, UnsupportedModel>();
  const authorized = input.reach.authorized?.length ? new Set(input.reach.authorized) : null;
  const models = input.reach.models?.length ? new Set(input.reach.models) : null;
  const reached: T[] = [];
  input.terminals.forEach((terminal) => {
    if (terminal.deleted) noAccess.deleted += 1;
    else if (!terminal.visible) noAccess.outOfScope += 1;
    else if (authorized && !authorized.has(terminal.id)) noAccess.notAuthorized += 1;
    else if (models && !models.has(terminal.modelId)) {
      const entry = unsupported.get(terminal.modelId) ?? {
        modelId: terminal.modelId,
        modelName: terminal.modelName,
        terminals: 0,
      };
      entry.terminals += 1;
      unsupported.set(terminal.modelId, entry);
    } else reached.push(terminal);
  });
  const withoutAccess = noAccess.notAuthorized + noAccess.otherEntity + noAccess.outOfScope;
  return {
    reached,
    impact: {
      total: reached.length,
      offline: reached.filter((terminal) => !terminal.online).length,
      openBatch: input.installOnTransaction ? reached.filter((terminal) => terminal.openBatch).length : 0,
      installOnTransaction: input.installOnTransaction,
      unsupported: [...unsupported.values()].sort((a, b) => b.terminals - a.terminals),
      noAccess,
      unknownSerials: input.unknownSerials ?? [],
      code: withoutAccess > 0 ? 'AM-0032' : null,
      waves: waveSizes(reached.length, input.rollout),
    },
  };
};
