/**
 * The partner sidebar of spec section 2 (home, apps, commerces, terminals, developer settings),
 * as react-admin resource names. Developer settings (/settings/developer-settings) is left out
 * until that page exists: the menu never links to a missing page.
 */
export const partnerMenuResources: readonly string[] = ['appmanagement', 'commerce', 'Terminal'];
