import type { RaRecord } from 'ra-core';
import type { ChainedEntry } from '../../resources/activityRegister/chain';
import { registerWorkbookFile } from '../../resources/activityRegister/export/registerWorkbook';
import { activityRegister } from '../../resources/activityRegister/schema';
import type { ActivityRegisterMethods } from './registerMethods';
import type { FakeMethodsContext } from '../defineMethods';

/**
 * The distinct object types and actions of the selected entity's entries (the provider scopes
 * them), its chain head, and its whole chain up to that head as the register workbook.
 */
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
  const wholeChain = async () => {
    const head = await registerHead();
    const { data } = await provider.getList<RaRecord>(activityRegister.resource, {
      pagination: { page: 1, perPage: 1_000_000 },
      sort: { field: 'sequence', order: 'ASC' },
      filter: {},
    });
    const entries = data.filter((entry) => Number(entry.sequence) <= head.sequence) as ChainedEntry[];
    return { head, entries };
  };
  return {
    registerObjectTypes: () => distinct('objectType'),
    registerObjectActions: () => distinct('action'),
    registerChainHead: async () => ({ data: await registerHead() }),
    registerExcel: async ({ texts }) => {
      const { head, entries } = await wholeChain();
      return { data: await registerWorkbookFile(entries, head, texts) };
    },
  };
};
