import { menuGroups, type MenuGroup } from '../../resources/core/resourceSchema';
import { registry } from '../../resources/registry';
import { terminalMenuPages, type MenuPage } from '../pages/terminals/terminalPages';

export interface MenuSection {
  group: MenuGroup;
  /** react-admin resource names, in menu order. */
  resources: string[];
  /** Custom pages after the resources, each shown when its route rule lets the user in. */
  pages?: readonly MenuPage[];
}

/** The sidebar's groups and their resources, in the spec's order, derived from the registry. */
export const menuSections: readonly MenuSection[] = menuGroups.map((group) => ({
  group,
  resources: registry
    .filter(({ schema }) => schema.route && schema.menu?.group === group)
    .sort((a, b) => (a.schema.menu?.order ?? 0) - (b.schema.menu?.order ?? 0))
    .map(({ schema }) => schema.resource),
  pages: group === 'terminals' ? terminalMenuPages : undefined,
}));
