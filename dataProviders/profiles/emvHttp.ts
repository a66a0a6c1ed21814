import type { ServiceName } from '../../resources/core/resourceSchema';
import type { HttpClient } from '../httpClient';
import type { ProfileEmvMethods } from './emvMethods';

/** The methods over HTTP, on the terminal service. */
export const createHttpProfileEmvMethods = (
  urls: Record<ServiceName, string>,
  httpClientFor: (service: ServiceName) => HttpClient,
): ProfileEmvMethods => {
  const call = async <T>(path: string, body?: unknown): Promise<{ data: T }> => {
    const init = body === undefined ? undefined : { method: 'POST', body: JSON.stringify(body) };
    return { data: (await httpClientFor('terminal')(`${urls.terminal}/api/v1/${path}`, init)).json as T };
  };
  return {
    emvConfiguration: (_resource, { profileId }) => call(`Profile/${profileId}/EmvConfiguration`),
    proposeEmvChange: (_resource, { profileId, section, items }) =>
      call(`Profile/${profileId}/EmvConfiguration/proposals`, { section, items }),
    parameterProposals: (_resource, { status, profileId }) => {
      const query = new URLSearchParams();
      if (status) query.set('status', status);
      if (profileId) query.set('profileId', String(profileId));
      return call(`ParameterChangeProposal${query.size ? `?${query}` : ''}`);
    },
    decideProposal: (_resource, { id, decision }) =>
      call(`ParameterChangeProposal/${id}/${decision === 'APPROVE' ? 'approve' : 'reject'}`, {}),
    caKeyCertificates: () => call('ProfileApplication/Certificate'),
    parameterUpdateImpact: (_resource, { target }) => call('ParameterUpdate/impact', { target }),
    sendParameterUpdate: (_resource, { target }) => call('ParameterUpdate', { target }),
    parameterUpdateStates: (_resource, { actionIds }) => call('ParameterUpdate/states', { actionIds }),
  };
};
