import type { ContractCases } from '../core/rules/contractCase';
import { PRIORITY_TAKEN } from './hooks';
import { networks } from './schema';

const RULE = 'a network’s priority is held by no other network of the entity (GM-0009)';

const wifi = (alias: string, priority: number) => ({
  alias,
  connectionType: 'WIFI',
  ssid: alias.toUpperCase().replace(/\W+/g, '-'),
  securityType: 'WPA2_PSK',
  encryption: 'AES',
  password: 'Clave-segura-1',
  ipType: 'DHCP',
  priority,
  enabled: true,
});

const ethernet = (alias: string, priority: number) => ({
  alias,
  connectionType: 'ETHERNET',
  ipType: 'DHCP',
  priority,
  enabled: true,
});

/** Entity 9's seeded networks hold priorities 1 to n; the cases create their own above 50. */
export const cases: ContractCases = (world) => {
  const seeded = world[networks.name].filter((network) => network.entityId === 9);
  const first = seeded.find((network) => network.priority === 1);
  const second = seeded.find((network) => network.priority === 2);
  if (!first || !second) throw new Error('the world has no networks of priorities 1 and 2 in entity 9');
  return [
    {
      rule: RULE,
      title: 'a new wifi network at a priority another network holds is refused at the priority',
      as: 'admin',
      action: { create: networks.name, data: wifi('Contract wifi', Number(first.priority)) },
      expect: { status: 400, code: 'GM-0009', errors: { priority: PRIORITY_TAKEN } },
    },
    {
      rule: RULE,
      title: 'a new ethernet network at a free priority is created',
      as: 'admin',
      action: { create: networks.name, data: ethernet('Contract cable', 61) },
      expect: { status: 201 },
    },
    {
      rule: RULE,
      title: 'a network moved to another network’s priority is refused',
      as: 'admin',
      setUp: [{ create: networks.name, data: ethernet('Contract moved', 62) }],
      action: { update: networks.name, id: Number(second.id), data: { priority: 62 } },
      expect: { status: 400, code: 'GM-0009', errors: { priority: PRIORITY_TAKEN } },
    },
    {
      rule: RULE,
      title: 'an edit that keeps a network’s own priority is not refused by it',
      as: 'admin',
      action: { update: networks.name, id: Number(second.id), data: { alias: 'Renamed by contract' } },
      expect: { status: 200 },
    },
  ];
};
