import { useDataProvider } from 'ra-core';
import type { ProfileEmvDataProvider } from '../../../dataProviders/profiles/emvMethods';

/** The data provider with the EMV, proposal and parameter push methods. */
export const useEmvProvider = () => useDataProvider<ProfileEmvDataProvider>();

/** Route rule keys of the EMV screens (authProvider/routeRules.ts). */
export const EMV_RULE = 'Profiles/Emv';
export const PROPOSALS_RULE = 'Profiles/Proposals';
