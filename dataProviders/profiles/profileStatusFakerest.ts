import type { DataProvider } from 'ra-core';
import { profiles } from '../../resources/profiles/schema';

/** A new profile has no parameters yet, so it starts inactive, as the sandbox's create hook says. */
export const withFakeProfileStatus = <T extends DataProvider>(provider: T): T => ({
  ...provider,
  create: (resource, params) =>
    provider.create(
      resource,
      resource === profiles.resource ? { ...params, data: { ...params.data, status: 'INACTIVE' } } : params,
    ),
});
