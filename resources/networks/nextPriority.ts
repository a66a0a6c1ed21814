import { networks } from './schema';

const { min, max } = networks.fields.priority;

/**
 * The priority a new network starts with: after the last one (it is tried after the networks
 * already there), else the first one free; none when every priority is held.
 */
export const nextFreePriority = (held: readonly number[]): number | undefined => {
  const after = Math.max(min - 1, ...held) + 1;
  if (after <= max) return after;
  for (let priority = min; priority <= max; priority += 1) if (!held.includes(priority)) return priority;
  return undefined;
};
