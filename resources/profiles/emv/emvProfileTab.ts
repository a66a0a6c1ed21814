import { EmvTab } from './EmvTab';

/**
 * The EMV tab of the profile edit page (an entry of `profileTabs`); the same content is also its
 * own page, /Profiles/Emv?profile=<id>, which the certificates view and proposals link to.
 */
export const emvProfileTab = { name: 'emv', label: 'profilesEmv.emv.open', Content: EmvTab } as const;
