import { expect } from 'vitest';
import type { ContractCase, ContractCases } from '../core/rules/contractCase';
import { commerces } from '../commerces/schema';
import { groups } from '../groups/schema';
import { operations } from '../operations/schema';
import { terminalSoftware } from '../terminalSoftware/schema';
import { problemKeys } from './create/csv/importFormat';
import { terminals } from './schema';

const SERIAL_RULE = 'a serial another entity holds is refused, naming the serial and that entity (409 TM-0010)';
const GROUP_RULE =
  'a new terminal’s commerce has a group where the entity asks for one, and its group is the commerce’s';
const REGROUP_RULE = 'a terminal put in a group or moved to another commerce keeps a group of its own commerce';
const DELETE_RULE = 'a hard-deleted terminal takes its device data with it; its operations stay, detached';

/**
 * Entity 9 asks for a group before a commerce takes terminals, entity 6 does not. Each case
 * creates its own serial, edits or deletes a terminal no other case touches.
 */
export const cases: ContractCases = (world): readonly ContractCase[] => {
  const ofEntity = (name: string, entityId: number) => world[name].filter((record) => record.entityId === entityId);
  const groupsOf = (commerceId: unknown) => ofEntity(groups.name, 9).filter((group) => group.commerceId === commerceId);
  const [withGroup] = ofEntity(commerces.name, 9).filter((c) => groupsOf(c.id).length > 0);
  const [withoutGroup, another] = ofEntity(commerces.name, 9).filter((commerce) => groupsOf(commerce.id).length === 0);
  const [unflagged] = ofEntity(commerces.name, 6);
  const [edited, ...rest] = ofEntity(terminals.name, 9);
  const softwareOf = (id: number) => world[terminalSoftware.name].filter((row) => row.terminalId === id);
  const operationsOf = (id: number) => world[operations.name].filter((row) => row.terminalId === id);
  const [withDevice, withOperations] = rest.filter((t) => softwareOf(t.id).length > 0 && operationsOf(t.id).length > 0);
  const [elsewhere] = ofEntity(terminals.name, 2);
  if (!withGroup || !another || !withoutGroup || !unflagged || !withDevice || !withOperations || !elsewhere)
    throw new Error('the world lacks the commerces or terminals of these cases');
  const [group] = groupsOf(withGroup.id);
  /** A terminal of its own outside any group, of the commerce that has one. */
  const ungrouped = (serialNumber: string) => ({
    create: terminals.name,
    data: terminalOf(serialNumber, withGroup.id),
  });
  const foreignGroup = {
    create: groups.name,
    data: { name: 'Contract foreign group', commerceId: another.id, hostIp: '10.9.9.10' },
  };
  const terminalOf = (serialNumber: unknown, commerceId: number, groupId: number | null = null) => ({
    serialNumber,
    commerceId,
    groupId,
    brandId: edited.brandId,
    modelId: edited.modelId,
  });
  return [
    {
      rule: SERIAL_RULE,
      title: 'a new terminal with a serial another entity holds is refused on its serial',
      as: 'admin',
      action: { create: terminals.name, data: terminalOf(elsewhere.serialNumber, withGroup.id, group.id) },
      expect: { status: 409, code: 'TM-0010', errors: { serialNumber: 'TM-0010' } },
    },
    {
      rule: SERIAL_RULE,
      title: 'an edit to a serial another entity holds is refused on its serial',
      as: 'admin',
      action: { update: terminals.name, id: edited.id, data: { serialNumber: elsewhere.serialNumber } },
      expect: { status: 409, code: 'TM-0010', errors: { serialNumber: 'TM-0010' } },
    },
    {
      rule: SERIAL_RULE,
      title: 'a serial no entity holds is created',
      as: 'admin',
      action: { create: terminals.name, data: terminalOf('CONTRACT00001', withGroup.id, group.id) },
      expect: { status: 201 },
    },
    {
      rule: GROUP_RULE,
      title: 'a terminal of a commerce without a group is refused where the entity asks for one',
      as: 'admin',
      action: { create: terminals.name, data: terminalOf('CONTRACT00002', withoutGroup.id) },
      expect: { status: 400, errors: { commerceId: problemKeys.commerceWithoutGroup } },
    },
    {
      rule: GROUP_RULE,
      title: 'a terminal in another commerce’s group is refused on its group',
      as: 'admin',
      // Another commerce's group, made for the case (the seeded world may give one commerce groups).
      setUp: [
        {
          as: 'admin',
          create: groups.name,
          data: { name: 'Contract group', commerceId: another.id, hostIp: '10.9.9.9' },
        },
      ],
      action: ([foreign]) => ({
        create: terminals.name,
        data: terminalOf('CONTRACT00003', withGroup.id, Number(foreign.record?.id)),
      }),
      expect: { status: 400, errors: { groupId: problemKeys.groupOfAnotherCommerce } },
    },
    {
      rule: REGROUP_RULE,
      title: 'a terminal put in another commerce’s group is refused on its group',
      as: 'admin',
      setUp: [ungrouped('CONTRACT00010'), foreignGroup],
      action: ([terminal, foreign]) => ({
        update: terminals.name,
        id: Number(terminal.record?.id),
        data: { groupId: foreign.record?.id },
      }),
      expect: { status: 400, errors: { groupId: problemKeys.groupOfAnotherCommerce } },
    },
    {
      rule: REGROUP_RULE,
      title: 'a terminal put in a group of its own commerce is kept there',
      as: 'admin',
      setUp: [ungrouped('CONTRACT00011')],
      action: ([terminal]) => ({
        update: terminals.name,
        id: Number(terminal.record?.id),
        data: { groupId: group.id },
      }),
      expect: { status: 200, outcome: ({ record }) => expect(record?.groupId).toBe(group.id) },
    },
    {
      rule: GROUP_RULE,
      title: 'a commerce without a group takes terminals where the entity does not ask for one',
      as: 'admin',
      entityId: 6,
      action: { create: terminals.name, data: terminalOf('CONTRACT00004', unflagged.id) },
      expect: { status: 201 },
    },
    {
      rule: DELETE_RULE,
      title: 'a hard-deleted terminal’s installed software goes with it',
      as: 'admin',
      setUp: [{ delete: terminals.name, id: withDevice.id }],
      action: { list: terminalSoftware.name, filter: { terminalId: withDevice.id } },
      expect: { status: 200, outcome: ({ records }) => expect(records).toEqual([]) },
    },
    {
      rule: DELETE_RULE,
      title: 'a hard-deleted terminal’s operations stay, with its serial and no terminal',
      as: 'admin',
      setUp: [{ delete: terminals.name, id: withOperations.id }],
      action: { list: operations.name, filter: { terminalSerial: withOperations.serialNumber } },
      expect: {
        status: 200,
        outcome: ({ records }) => {
          expect(records).toHaveLength(operationsOf(withOperations.id).length);
          expect(records?.map((record) => record.terminalId ?? null)).toEqual(records?.map(() => null));
        },
      },
    },
  ];
};
