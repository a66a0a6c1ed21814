import type { RaRecord } from 'ra-core';
import { activityRegister } from '../../resources/activityRegister/schema';
import type { ActivityRegisterMethods } from './registerMethods';
import type { FakeMethodsContext } from '../defineMethods';

/** The distinct object types and actions of the selected entity's entries (the provider scopes them), and its chain head. */
export const createFakeActivityRegisterMethods = ({
  provider,
  registerHead,
}: Pick<FakeMethodsContext, 'provider' | 'registerHead'>): ActivityRegisterMethods => {
  const distinct = async (field: 'objectType' | 'action') => {
    const { data } = await provider.getList<RaRecord>(activityRegister.resource, {
      pagination: { page: 1, perPage: 1_000_000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    return { data: [...new Set(data.map((row) => String(row[field])))].sort() };
  };
  return {
    registerObjectTypes: () => distinct('objectType'),
    registerObjectActions: () => distinct('action'),
    registerChainHead: async () => ({ data: await registerHead() }),
  };
};
