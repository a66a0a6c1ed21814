import type { HttpMethodsContext } from '../defineMethods';
import { groups } from '../../resources/groups/schema';
import type { GroupMethods } from './groupMethods';

type Answer<M extends keyof GroupMethods> = Awaited<ReturnType<GroupMethods[M]>>['data'];

export const createHttpGroupMethods = ({ urls, httpClientFor }: HttpMethodsContext): GroupMethods => {
  const post = async (path: string, body: unknown) =>
    (
      await httpClientFor(groups.service)(`${urls[groups.service]}/${groups.path}/${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
    ).json;
  return {
    copyGroup: async ({ id, ...body }) => ({
      data: (await post(`${encodeURIComponent(String(id))}/copy`, body)) as Answer<'copyGroup'>,
    }),
    mergeGroupParameters: async (params) => ({
      data: (await post('merge', params)) as Answer<'mergeGroupParameters'>,
    }),
  };
};
