/**
 * The sidebar is site navigation: a landmark of links, not an application menu. react-admin's menu
 * items are MUI MenuItems, whose role defaults to 'menuitem' (which needs a menu around it and
 * arrow-key handling); its items keep their access checks and get back the role of what they are.
 */
export const SIDEBAR_LINK_ROLE = 'link';
