/**
 * Every message of a nested catalogue under its dotted key ('ra.action.add' -> 'Add'), added to
 * `leaves` (later trees win). Anything but text or a nested tree is a mistake.
 */
export const messageLeaves = (tree: object, prefix = '', leaves = new Map<string, string>()): Map<string, string> => {
  for (const [key, value] of Object.entries(tree) as [string, unknown][]) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else if (typeof value === 'object' && value !== null) messageLeaves(value, path, leaves);
    else throw new Error(`Unexpected value at ${path}: ${String(value)}`);
  }
  return leaves;
};
