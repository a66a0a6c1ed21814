import type { HttpMethodsContext } from '../defineMethods';
import type { ProfileEmvMethods } from './emvMethods';

/** The methods over HTTP, on the terminal service. */
export const createHttpProfileEmvMethods = ({ urls, httpClientFor }: HttpMethodsContext): ProfileEmvMethods => {
  const call = async <T>(path: string, body?: unknown): Promise<{ data: T }> => {
    const init = body === undefined ? undefined : { method: 'POST', body: JSON.stringify(body) };
    return { data: (await httpClientFor('terminal')(`${urls.terminal}/api/v1/${path}`, init)).json as T };
  };
  return {
    emvConfiguration: ({ profileId }) => call(`Profile/${profileId}/EmvConfiguration`),
    proposeEmvChange: ({ profileId, section, items }) =>
      call(`Profile/${profileId}/EmvConfiguration/proposals`, { section, items }),
    parameterProposals: ({ status, profileId }) => {
      const query = new URLSearchParams();
      if (status) query.set('status', status);
      if (profileId) query.set('profileId', String(profileId));
      return call(`ParameterChangeProposal${query.size ? `?${query}` : ''}`);
    },
    decideProposal: ({ id, decision }) =>
      call(`ParameterChangeProposal/${id}/${decision === 'APPROVE' ? 'approve' : 'reject'}`, {}),
    caKeyCertificates: () => call('ProfileApplication/Certificate'),
    parameterUpdateImpact: ({ target }) => call('ParameterUpdate/impact', { target }),
    sendParameterUpdate: (request) => call('ParameterUpdate', request),
    parameterUpdateStates: ({ actionIds }) => call('ParameterUpdate/states', { actionIds }),
    cancelWaitingParameterUpdate: ({ actionIds }) => call('ParameterUpdate/cancel-waiting', { actionIds }),
  };
};
