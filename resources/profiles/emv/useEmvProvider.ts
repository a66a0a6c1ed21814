import { useDataProvider } from 'ra-core';
import type { ProfileEmvDataProvider } from '../../../dataProviders/profiles/emvMethods';
import { profiles } from '../schema';

/** The data provider with the EMV, proposal and parameter push methods. */
export const useEmvProvider = () => useDataProvider<ProfileEmvDataProvider>();

/** The resource the EMV methods are called with: it routes them to the terminal service. */
export const EMV_RESOURCE = profiles.resource;

/** Route rule keys of the EMV screens (authProvider/routeRules.ts). */
export const EMV_RULE = 'Profiles/Emv';
export const PROPOSALS_RULE = 'Profiles/Proposals';
