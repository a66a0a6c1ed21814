import type { HttpMethodsContext } from '../defineMethods';
import type { Identifier } from 'ra-core';
import type { ServiceName } from '../../resources/core/resourceSchema';
import {
  TAG_ASSIGNMENT_PATH,
  SOFT_DELETE_PATH,
  type TagAssignmentResult,
  type TerminalListMethods,
} from './listMethods';

export const createHttpTerminalListMethods = ({ urls, httpClientFor }: HttpMethodsContext): TerminalListMethods => {
  const post = async (service: ServiceName, path: string, body: unknown) =>
    (await httpClientFor(service)(`${urls[service]}/${path}`, { method: 'POST', body: JSON.stringify(body) })).json;
  return {
    assignTags: async ({ terminalIds, tagIds }) => {
      const answer = (await post('parameters', TAG_ASSIGNMENT_PATH, { terminalIds, tagIds })) as {
        results: TagAssignmentResult[];
      };
      return { data: answer.results };
    },
    softDeleteTerminals: async ({ ids }) => {
      const answer = (await post('terminal', SOFT_DELETE_PATH, { terminalIds: ids })) as { deleted: Identifier[] };
      return { data: answer.deleted };
    },
  };
};
