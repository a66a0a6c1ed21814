import { HttpError, type RaRecord } from 'ra-core';
import { networks, type Network } from '../../resources/networks/schema';
import type { NetworkTerminalCounts } from '../../resources/networks/networkShapes';
import {
  entityConfigOfGeneral,
  generalConfigOf,
  generalConfigSchema,
  type GeneralConfig,
} from '../../resources/settings/generalConfig';
import { logoImageOf, logoRefusal, splitLogos, type Logo } from '../../resources/settings/logoShapes';
import { terminals } from '../../resources/terminals/schema';
import { users, type User } from '../../resources/users/schema';
import type { FakeMethodsContext } from '../defineMethods';
import type { SettingsMethods } from './settingsMethods';

const ALL = { page: 1, perPage: 1_000_000 };
const BY_ID = { field: 'id', order: 'ASC' } as const;
const refuse = (code: string, status = 400) => new HttpError(`errors.codes.${code}`, status, { Code: code });

/**
 * The settings calls over an in-memory provider, answering like the sandbox: unblocking and 2FA
 * reset on the user record, priorities rewritten in the new order, switches counted per network,
 * logos and the general configuration kept per entity for the provider's life.
 */
export const createFakeSettingsMethods = (
  {
    provider,
    currentEntity,
    configs,
    belowRules,
  }: Pick<FakeMethodsContext, 'provider' | 'currentEntity' | 'configs' | 'belowRules'>,
  now: () => number = Date.now,
): SettingsMethods => {
  const logos = new Map<number, (Logo & { dataUrl: string })[]>();
  const switches = new Map<number, Map<number, boolean>>();
  let nextLogoId = 1;
  const logosOf = () => logos.get(currentEntity()) ?? [];
  const configOf = () => configs.read(currentEntity());
  const userUpdate = async (userId: number, data: Partial<User>) => {
    const { data: previous } = await provider.getOne<RaRecord>(users.resource, { id: userId });
    return (await provider.update<RaRecord>(users.resource, { id: userId, data, previousData: previous })).data as User;
  };
  const methods: SettingsMethods = {
    unblockUser: async ({ userId }) => ({ data: await userUpdate(userId, { status: 'ACTIVE' }) }),
    resetUserTwoFactor: async ({ userId }) => ({
      data: await userUpdate(userId, { twoFactorEnabled: false }),
    }),
    reorderNetworks: async ({ ids }) => {
      const { data } = await provider.getList<RaRecord>(networks.resource, {
        pagination: ALL,
        sort: BY_ID,
        filter: {},
      });
      if (ids.length !== data.length || !data.every((network) => ids.includes(Number(network.id))))
        throw refuse('PM-0014');
      const reordered = await Promise.all(
        ids.map(
          async (id, index) =>
            (
              await belowRules.update<RaRecord>(networks.resource, {
                id,
                data: { priority: index + 1 },
                previousData: {},
              })
            ).data,
        ),
      );
      return { data: reordered as Network[] };
    },
    switchNetwork: async ({ networkId, enable, target, serialNumbers = [], commerceId }) => {
      const filter = target === 'commerce' ? { commerceId } : { serialNumber: serialNumbers };
      const { data } = await provider.getList<RaRecord>(terminals.resource, { pagination: ALL, sort: BY_ID, filter });
      const found = new Set(data.map((terminal) => String(terminal.serialNumber)));
      const states = switches.get(networkId) ?? new Map<number, boolean>();
      data.forEach((terminal) => states.set(Number(terminal.id), enable));
      switches.set(networkId, states);
      const unknown = target === 'commerce' ? [] : serialNumbers.filter((serial) => !found.has(serial));
      return { data: { changed: data.length, unknown } };
    },
    networkTerminalCounts: async ({ networkId }) => {
      const states = [...(switches.get(networkId)?.values() ?? [])];
      const counts: NetworkTerminalCounts = {
        enabled: states.filter(Boolean).length,
        disabled: states.filter((on) => !on).length,
      };
      return { data: counts };
    },
    logoSchedule: async () => ({ data: splitLogos(logosOf(), now()) }),
    logoIcon: async ({ id }) => {
      const logo = logosOf().find((held) => held.id === id);
      if (!logo) throw refuse('GM-0010', 404);
      return { data: { contentType: logo.contentType, dataUrl: logo.dataUrl } };
    },
    uploadLogo: async ({ fileName, dataUrl, validFrom }) => {
      const refusal = logoRefusal(dataUrl);
      if (refusal) throw refuse(refusal.code);
      const image = logoImageOf(dataUrl);
      if (!image) throw refuse('GM-0013');
      const created = new Date(now()).toISOString();
      const logo = {
        id: nextLogoId++,
        fileName,
        contentType: image.contentType,
        validFrom: validFrom ?? created,
        createdAt: created,
        dataUrl,
      };
      logos.set(currentEntity(), [...logosOf(), logo]);
      return { data: logo };
    },
    cancelLogo: async ({ id }) => {
      const logo = logosOf().find((held) => held.id === id);
      if (!logo) throw refuse('GM-0010', 404);
      if (Date.parse(logo.validFrom) <= now()) throw refuse('GM-0007', 409);
      logos.set(
        currentEntity(),
        logosOf().filter((held) => held.id !== id),
      );
      return { data: logo };
    },
    generalConfig: async () => ({ data: generalConfigOf(configOf()) }),
    saveGeneralConfig: async (general: GeneralConfig) => {
      const parsed = generalConfigSchema.parse(general);
      configs.write(currentEntity(), entityConfigOfGeneral(parsed));
      return { data: generalConfigOf(configOf()) };
    },
  };
  return methods;
};
