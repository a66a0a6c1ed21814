import { terminals } from '../schema';

/** The three ways to create terminals (spec section 2: single entry, CSV file or groups). */
export const createModes = ['single', 'csv', 'group'] as const;
export type CreateMode = (typeof createModes)[number];

/** The create page opens on one way or another through `?by=`. */
export const CREATE_MODE_PARAM = 'by';

export const createModeOf = (search: string): CreateMode => {
  const by = new URLSearchParams(search).get(CREATE_MODE_PARAM);
  return createModes.find((mode) => mode === by) ?? 'single';
};

export const createPathOf = (mode: CreateMode) =>
  mode === 'single' ? `/${terminals.resource}/create` : `/${terminals.resource}/create?${CREATE_MODE_PARAM}=${mode}`;
