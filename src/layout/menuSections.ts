import { menuGroups, type MenuGroup } from '../../resources/core/resourceSchema';
import { pageOnlyDomains, registry } from '../../resources/registry';
import { ruleOfPage, type DomainPage } from '../../resources/resourceDefinition';

/** A domain page the sidebar lists: its URL, the rule that lets a user in, label and icon. */
export interface MenuPage {
  path: string;
  rule: string;
  label: string;
  icon: NonNullable<DomainPage['menu']>['icon'];
}

export interface MenuSection {
  group: MenuGroup | 'dashboards';
  /** Shown folded until the user opens it. */
  collapsed?: boolean;
  /** react-admin resource names, in menu order. */
  resources: string[];
  /** Domain pages after the resources, each shown when its route rule lets the user in. */
  pages: readonly MenuPage[];
}

const inGroup = (group: MenuGroup) =>
  registry
    .filter(({ schema }) => schema.menu?.group === group)
    .sort((a, b) => (a.schema.menu?.order ?? 0) - (b.schema.menu?.order ?? 0));

const menuPagesOf = (pages: readonly DomainPage[] = []): MenuPage[] =>
  pages.flatMap(({ path, menu, ...page }) =>
    menu ? [{ path, label: menu.label, icon: menu.icon, rule: menu.rule ?? ruleOfPage({ path, ...page }) }] : [],
  );

/** The sidebar's groups and their resources, in the spec's order, derived from the registry. */
export const menuSections: readonly MenuSection[] = menuGroups.map((group) => ({
  group,
  resources: inGroup(group)
    .filter(({ schema }) => schema.route)
    .map(({ schema }) => schema.resource),
  pages: [...inGroup(group), ...pageOnlyDomains.filter(({ menuGroup }) => menuGroup === group)].flatMap((domain) =>
    menuPagesOf(domain.pages),
  ),
}));

/** The dashboards (and the terminal map), right after Home: pages of no menu group of the spec, folded at first. */
export const dashboardsSection: MenuSection = {
  group: 'dashboards',
  collapsed: true,
  resources: [],
  pages: menuPagesOf(pageOnlyDomains.filter(({ menuGroup }) => !menuGroup).flatMap(({ pages }) => pages)),
};
