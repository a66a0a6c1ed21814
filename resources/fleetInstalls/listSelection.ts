import type { InstallFilter, InstallOperation, InstallTarget } from './shapes';

/** What the terminal list hands the install screen: the terminals, and install or uninstall. */
export interface ListHandOver {
  target: InstallTarget;
  operation: InstallOperation;
}

const listKeys = ['brandId', 'modelId', 'commerceId', 'groupId', 'connectionType', 'androidVersion'] as const;
type ListKey = (typeof listKeys)[number];

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The terminal list's filter as an install's, or undefined when it filters by something an install
 * cannot (a search, a serial, tags, deactivated terminals): the caller then lists the matching ids.
 */
export const installFilterOf = (filter: Readonly<Record<string, unknown>>): InstallFilter | undefined => {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (isEmpty(value) || (key === 'deleted' && value === false)) continue;
    if (key === 'online' && typeof value === 'boolean') result.online = value;
    else if ((listKeys as readonly string[]).includes(key)) result[key as ListKey] = [value].flat();
    else return undefined;
  }
  return result as InstallFilter;
};

/** Whether router state is what the terminal list hands over. */
export const isListHandOver = (state: unknown): state is ListHandOver => {
  const candidate = state as Partial<ListHandOver> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    (candidate.operation === 'install' || candidate.operation === 'uninstall') &&
    typeof candidate.target?.kind === 'string'
  );
};
