import type { ServiceName } from '../../resources/core/resourceSchema';
import type { HttpClient } from '../httpClient';
import type { ServiceUrls } from '../services';
import type { ProfileParametersMethods } from './parametersMethods';

const GLOBAL = 'api/v1/GlobalParameterCollection';
const TERMINAL = 'api/v1/TerminalParameterCollection';

/** The methods over HTTP, on the parameters service (spec section 7, configured path shapes). */
export const createHttpProfileParametersMethods = (
  urls: ServiceUrls,
  httpClientFor: (service: ServiceName) => HttpClient,
): ProfileParametersMethods => {
  const call = async <T>(path: string, method = 'GET', body?: unknown) => ({
    data: (
      await httpClientFor('parameters')(`${urls.parameters}/${path}`, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json as T,
  });
  return {
    getProfileParameters: (_, { id }) => call(`${GLOBAL}/${id}`),
    saveProfileSection: (_, { id, section, values }) => call(`${GLOBAL}/${id}/${section}`, 'PUT', { values }),
    proposeHostChange: (_, { id, values }) => call(`${GLOBAL}/${id}/hosts/proposals`, 'POST', { values }),
    cloneProfile: (_, { id, name }) => call(`${GLOBAL}/copy`, 'POST', { profileId: id, name }),
    exportProfileParameters: (_, { id }) => call(`${GLOBAL}/${id}/json`),
    previewProfileImport: (_, { id, file }) => call(`${GLOBAL}/${id}/json/preview`, 'POST', file),
    importProfileParameters: (_, { id, file }) => call(`${GLOBAL}/${id}/json`, 'POST', file),
    getTerminalParameters: (_, { id }) => call(`${TERMINAL}/${id}`),
    saveTerminalParameters: (_, { id, overrides }) => call(`${TERMINAL}/${id}`, 'PUT', { overrides }),
  };
};
