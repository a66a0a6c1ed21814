import type { InstallImpact, InstallSummary, InstallTargetRow } from '../../resources/fleetInstalls/shapes';
import type { HttpClient } from '../httpClient';
import type { FleetInstallMethods } from './installContract';

/** The fleet installs over HTTP, under Application/install on the app service. */
export const createHttpInstallMethods = (appUrl: string, client: HttpClient): FleetInstallMethods => {
  const base = `${appUrl}/api/v1/Application/install`;
  const post = async (url: string, body?: unknown) =>
    (await client(url, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json;
  return {
    installImpact: async ({ request }) => ({ data: (await post(`${base}/impact`, request)) as InstallImpact }),
    sendInstall: async ({ request }) => ({
      data: (await post(base, request)) as { id: number; impact: InstallImpact },
    }),
    getInstall: async ({ id }) => ({ data: (await client(`${base}/${id}`)).json as InstallSummary }),
    getInstallTargets: async ({ id, state, start, end }) => {
      const query = new URLSearchParams({ _start: String(start), _end: String(end), ...(state ? { state } : {}) });
      return (await client(`${base}/${id}/terminals?${query.toString()}`)).json as {
        data: InstallTargetRow[];
        total: number;
      };
    },
    retryInstall: async ({ id }) => ({ data: (await post(`${base}/${id}/retry`)) as InstallSummary }),
    cancelWaiting: async ({ id }) => ({ data: (await post(`${base}/${id}/cancel-waiting`)) as InstallSummary }),
    resumeInstall: async ({ id }) => ({ data: (await post(`${base}/${id}/resume`)) as InstallSummary }),
  };
};
