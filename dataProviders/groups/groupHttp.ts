import { groups } from '../../resources/groups/schema';
import type { ServiceName } from '../../resources/core/resourceSchema';
import type { HttpClient } from '../httpClient';
import type { ServiceUrls } from '../services';
import type { GroupMethods } from './groupMethods';

type Answer<M extends keyof GroupMethods> = Awaited<ReturnType<GroupMethods[M]>>['data'];

export const createHttpGroupMethods = (
  urls: ServiceUrls,
  httpClientFor: (service: ServiceName) => HttpClient,
): GroupMethods => {
  const post = async (path: string, body: unknown) =>
    (
      await httpClientFor(groups.service)(`${urls[groups.service]}/${groups.path}/${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
    ).json;
  return {
    copyGroup: async (_resource, { id, ...body }) => ({
      data: (await post(`${encodeURIComponent(String(id))}/copy`, body)) as Answer<'copyGroup'>,
    }),
    mergeGroupParameters: async (_resource, params) => ({
      data: (await post('merge', params)) as Answer<'mergeGroupParameters'>,
    }),
  };
};
