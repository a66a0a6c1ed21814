import type { ComponentType } from 'react';
import { parameterTabs } from './parameterTabs';
import { TransferTab } from '../transfer/TransferTab';
import { emvProfileTab } from '../emv/emvProfileTab';

/** What every tab of the profile edit page gets; the record itself is in the record context too. */
export interface ProfileTabProps {
  profileId: number;
}

export interface ProfileTab {
  /** The tab's key in the page's URL (`?tab=`); unique among the tabs. */
  name: string;
  /** Message key of the tab's label. */
  label: string;
  Content: ComponentType<ProfileTabProps>;
}

/**
 * The tabs of the profile edit page after its general data (name and description), in order.
 * Each tab is a parameter set with its own form, validation and 'Guardar'.
 */
export const profileTabs: readonly ProfileTab[] = [
  ...parameterTabs,
  { name: 'transfer', label: 'profileTransfer.tab', Content: TransferTab },
  emvProfileTab,
];
