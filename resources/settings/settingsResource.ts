import { hosts } from '../hosts/schema';

/**
 * The resource the settings calls are made with: combineDataProviders routes on it, and the
 * logos and general configuration live on the parameters service, like the hosts.
 */
export const SETTINGS_RESOURCE = hosts.resource;
