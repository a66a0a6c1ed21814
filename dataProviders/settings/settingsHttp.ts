import type { HttpMethodsContext } from '../defineMethods';
import type { Network } from '../../resources/networks/schema';
import type { EnablementOutcome, NetworkTerminalCounts } from '../../resources/networks/networkShapes';
import type { GeneralConfig } from '../../resources/settings/generalConfig';
import type { Logo, LogoIcon } from '../../resources/settings/logoShapes';
import type { User } from '../../resources/users/schema';
import type { SettingsMethods } from './settingsMethods';

const WIFI = 'api/v1/ConnectionParameters/wifi';
const LOGO = 'api/configuration/logo';

/** The methods over HTTP, on the identity and parameters services' base URLs. */
export const createHttpSettingsMethods = ({ urls, httpClientFor }: HttpMethodsContext): SettingsMethods => {
  const call =
    (service: 'identity' | 'parameters') =>
    async <T>(path: string, method = 'GET', body?: unknown): Promise<T> =>
      (
        await httpClientFor(service)(`${urls[service]}/${path}`, {
          method,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
      ).json as T;
  const identity = call('identity');
  const parameters = call('parameters');
  return {
    unblockUser: async ({ userId }) => ({
      data: await identity<User>(`api/v1/User/${userId}/unblock`, 'POST'),
    }),
    resetUserTwoFactor: async ({ userId }) => ({
      data: await identity<User>(`api/v1/TwoFA/disable2fa/${userId}`, 'POST'),
    }),
    reorderNetworks: async ({ ids }) => ({
      data: await parameters<Network[]>(`${WIFI}/priority`, 'PUT', { ids }),
    }),
    switchNetwork: async ({ networkId, enable, target, ...body }) => ({
      data: await parameters<EnablementOutcome>(
        `${WIFI}/${networkId}/${enable ? 'enable' : 'disable'}/${target}`,
        'POST',
        body,
      ),
    }),
    networkTerminalCounts: async ({ networkId }) => ({
      data: await parameters<NetworkTerminalCounts>(`${WIFI}/${networkId}/terminals`),
    }),
    logoSchedule: async () => {
      const [current, past, next] = await Promise.all([
        parameters<Logo | null>(`${LOGO}/current`),
        parameters<Logo[]>(`${LOGO}/past`),
        parameters<Logo[]>(`${LOGO}/next`),
      ]);
      return { data: { current: current ?? null, past, next } };
    },
    logoIcon: async ({ id }) => ({ data: await parameters<LogoIcon>(`${LOGO}/${id}/icon`) }),
    uploadLogo: async (upload) => ({ data: await parameters<Logo>(LOGO, 'POST', upload) }),
    cancelLogo: async ({ id }) => ({ data: await parameters<Logo>(`${LOGO}/${id}`, 'DELETE') }),
    generalConfig: async () => ({ data: await parameters<GeneralConfig>('api/configuration/general') }),
    saveGeneralConfig: async (general) => ({
      data: await parameters<GeneralConfig>('api/configuration/general', 'PUT', general),
    }),
  };
};
