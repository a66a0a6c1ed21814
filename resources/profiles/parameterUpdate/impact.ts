import type { UnsupportedModel, UpdateImpact } from './updateShapes';

/**
 * Device types that cannot take a parameter push: a PIN pad has no payment application of its own
 * and gets its parameters from the POS it is attached to.
 */
export const unsupportedDeviceTypes: readonly string[] = ['PIN_PAD'];

export interface ImpactTerminal {
  id: number;
  modelId: number;
  lastConnectionDate?: string | null;
  deleted?: boolean | null;
}

export interface ImpactModel {
  name: string;
  deviceType: string;
}

/** Splits the target's terminals into those a push reaches and those it leaves out, and why. */
export const planUpdate = <T extends ImpactTerminal>(
  terminals: readonly T[],
  models: ReadonlyMap<number, ImpactModel>,
  onlineSince: string,
  unknownSerials: string[] = [],
): { reached: T[]; impact: UpdateImpact } => {
  const unsupported = new Map<number, UnsupportedModel>();
  const reached: T[] = [];
  let deactivated = 0;
  terminals.forEach((terminal) => {
    if (terminal.deleted) {
      deactivated += 1;
      return;
    }
    const model = models.get(terminal.modelId);
    if (model && unsupportedDeviceTypes.includes(model.deviceType)) {
      const entry = unsupported.get(terminal.modelId) ?? {
        modelId: terminal.modelId,
        modelName: model.name,
        terminals: 0,
      };
      entry.terminals += 1;
      unsupported.set(terminal.modelId, entry);
      return;
    }
    reached.push(terminal);
  });
  const offline = reached.filter(
    (terminal) => typeof terminal.lastConnectionDate !== 'string' || terminal.lastConnectionDate < onlineSince,
  ).length;
  return {
    reached,
    impact: { total: reached.length, offline, unsupported: [...unsupported.values()], deactivated, unknownSerials },
  };
};
