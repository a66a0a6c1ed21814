import type { ContractCases } from '../core/rules/contractCase';
import { HOSTS_NEED_PROPOSAL } from '../profiles/approvals/hostProposal';
import { GROUP_HOSTS_RULE } from './hooks';
import { groups } from './schema';

/** A group of entity 9 whose parameters the cases change (each case sends the whole list). */
export const cases: ContractCases = (world) => {
  const group = world[groups.name].find((row) => row.entityId === 9);
  if (!group) throw new Error('the world has no group in entity 9');
  const withParameters = (parameters: { key: string; value: string }[]) => ({ ...group, parameters });
  return [
    {
      rule: GROUP_HOSTS_RULE,
      title: 'a group that would set a host parameter is refused at its row',
      as: 'admin',
      action: {
        update: groups.name,
        id: group.id,
        data: withParameters([
          { key: 'CONNECTION_TIMEOUT', value: '45' },
          { key: 'CREDIT_IP_1', value: '10.9.9.9' },
        ]),
      },
      expect: { status: 400, code: 'AM-0009', errors: { 'parameters.1.key': HOSTS_NEED_PROPOSAL } },
    },
    {
      rule: GROUP_HOSTS_RULE,
      title: 'a new group carrying a host parameter is refused',
      as: 'admin',
      action: {
        create: groups.name,
        data: {
          ...withParameters([{ key: 'CREDIT_IP_1', value: '10.9.9.8' }]),
          id: undefined,
          name: 'Con host',
          hostIp: '10.200.0.1',
        },
      },
      expect: { status: 400, code: 'AM-0009' },
    },
    {
      rule: GROUP_HOSTS_RULE,
      title: 'a group’s other parameters change without a proposal',
      as: 'admin',
      action: { update: groups.name, id: group.id, data: withParameters([{ key: 'CONNECTION_TIMEOUT', value: '40' }]) },
      expect: { status: 200 },
    },
  ];
};
