/**
 * The partner sidebar of spec section 2 (home, apps, commerces, terminals, developer settings):
 * the resources by react-admin name, then the developer settings page by its route rule.
 */
export const partnerMenuResources: readonly string[] = ['appmanagement', 'commerce', 'Terminal'];

export const partnerMenuPages: readonly { path: string; label: string }[] = [
  { path: 'settings/developer-settings', label: 'partnerPages.menu.developerSettings' },
];
