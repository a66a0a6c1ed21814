import { EmvTab } from './EmvTab';

/**
 * The EMV tab of the profile edit page, shaped as an entry of `profileTabs` (branch `profiles`,
 * resources/profiles/edit/profileTabs.tsx): added there with one line once both branches meet.
 * Until then the same tab is reached on its own page, /Profiles/Emv?profile=<id>.
 */
export const emvProfileTab = { name: 'emv', label: 'profilesEmv.emv.open', Content: EmvTab } as const;
