import type { HttpMethodsContext } from '../defineMethods';
import type { ProfileParametersMethods } from './parametersMethods';

const GLOBAL = 'api/v1/GlobalParameterCollection';
const TERMINAL = 'api/v1/TerminalParameterCollection';

/** The methods over HTTP, on the parameters service (spec section 7, configured path shapes). */
export const createHttpProfileParametersMethods = ({
  urls,
  httpClientFor,
}: HttpMethodsContext): ProfileParametersMethods => {
  const call = async <T>(path: string, method = 'GET', body?: unknown) => ({
    data: (
      await httpClientFor('parameters')(`${urls.parameters}/${path}`, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json as T,
  });
  return {
    getProfileParameters: ({ id }) => call(`${GLOBAL}/${id}`),
    saveProfileSection: ({ id, section, values }) => call(`${GLOBAL}/${id}/${section}`, 'PUT', { values }),
    proposeHostChange: ({ id, values }) => call(`${GLOBAL}/${id}/hosts/proposals`, 'POST', { values }),
    cloneProfile: ({ id, name }) => call(`${GLOBAL}/copy`, 'POST', { profileId: id, name }),
    exportProfileParameters: ({ id }) => call(`${GLOBAL}/${id}/json`),
    previewProfileImport: ({ id, file }) => call(`${GLOBAL}/${id}/json/preview`, 'POST', file),
    importProfileParameters: ({ id, file }) => call(`${GLOBAL}/${id}/json`, 'POST', file),
    getTerminalParameters: ({ id }) => call(`${TERMINAL}/${id}`),
    saveTerminalParameters: ({ id, overrides }) => call(`${TERMINAL}/${id}`, 'PUT', { overrides }),
  };
};
