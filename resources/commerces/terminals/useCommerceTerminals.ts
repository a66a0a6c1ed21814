import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { useCallback } from 'react';
import type { CommerceDataProvider } from '../../../dataProviders/commerces/commerceMethods';

const keyOf = (commerceId: number) => ['commerceTerminals', commerceId];

/** The commerce's terminals in service, and a way to read them again after a move. */
export const useCommerceTerminals = (commerceId: number) => {
  const dataProvider = useDataProvider<CommerceDataProvider>();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: keyOf(commerceId),
    queryFn: async () => (await dataProvider.commerceTerminals({ commerceId })).data,
  });
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: keyOf(commerceId) }), [client, commerceId]);
  return { ...query, refresh };
};
