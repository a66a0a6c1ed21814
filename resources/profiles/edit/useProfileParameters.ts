import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { useCallback } from 'react';
import type { ProfileParametersDataProvider } from '../../../dataProviders/profiles/parametersMethods';
import type { ProfileParameters } from '../parameters/types';
import { profiles } from '../schema';

export const PROFILES = profiles.resource;

const parametersKey = (profileId: number) => ['profileParameters', profileId] as const;

/** A profile's parameters, status and the reason it is inactive, shared by every tab. */
export const useProfileParameters = (profileId: number) => {
  const dataProvider = useDataProvider<ProfileParametersDataProvider>();
  return useQuery({
    queryKey: parametersKey(profileId),
    queryFn: async () => (await dataProvider.getProfileParameters({ id: profileId })).data,
  });
};

/** After a save or an import: every tab sees the new values, the record its new status. */
export const useParametersSaved = (profileId: number) => {
  const queryClient = useQueryClient();
  return useCallback(
    (saved: ProfileParameters) => {
      queryClient.setQueryData(parametersKey(profileId), saved);
      void queryClient.invalidateQueries({ queryKey: [PROFILES] });
    },
    [queryClient, profileId],
  );
};
