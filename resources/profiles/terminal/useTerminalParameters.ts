import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ProfileParametersDataProvider } from '../../../dataProviders/profiles/parametersMethods';
import type { ParameterValues } from '../parameters/types';

const keyOf = (terminalId: number) => ['terminalParameters', terminalId] as const;

/** A terminal's overrides and effective parameters, and the save that replaces its overrides. */
export const useTerminalParameters = (terminalId: number) => {
  const dataProvider = useDataProvider<ProfileParametersDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: keyOf(terminalId),
    queryFn: async () => (await dataProvider.getTerminalParameters({ id: terminalId })).data,
  });
  const save = useMutation({
    mutationFn: async (overrides: ParameterValues) =>
      (await dataProvider.saveTerminalParameters({ id: terminalId, overrides })).data,
    onSuccess: (data) => queryClient.setQueryData(keyOf(terminalId), data),
  });
  return { query, save };
};
