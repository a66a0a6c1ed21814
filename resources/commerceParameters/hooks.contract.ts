import type { ContractCase, ContractCases } from '../core/rules/contractCase';
import { commerces } from '../commerces/schema';
import { groups } from '../groups/schema';
import { commerceParameters } from './schema';

const OWNER_RULE =
  'a parameter collection has one owner; a commerce inherits from one of its own groups (GM-0008, CE-0001)';
const ONE_RULE = 'a commerce or a group has one parameter collection: a second is refused on its owner (GM-0009)';

const NO_TAX = { taxType: 'NONE' };

/**
 * Entity 9's commerces with groups and without a collection (each case creates for its own), and
 * a commerce's collection to repeat.
 */
export const cases: ContractCases = (world): readonly ContractCase[] => {
  const ofEntity = (name: string) => world[name].filter((record) => record.entityId === 9);
  const collections = ofEntity(commerceParameters.name);
  const owned = new Set(collections.map((collection) => collection.commerceId));
  const groupsOf = (commerceId: unknown) => ofEntity(groups.name).filter((group) => group.commerceId === commerceId);
  const free = ofEntity(commerces.name).filter((commerce) => !owned.has(commerce.id));
  const [withGroup] = free.filter((commerce) => groupsOf(commerce.id).length > 0);
  const [bare, another] = free.filter((commerce) => groupsOf(commerce.id).length === 0);
  const taken = collections.find((collection) => collection.commerceId != null);
  if (!withGroup || !bare || !another || !taken) throw new Error('the world lacks commerces for these cases');
  const [ownGroup] = groupsOf(withGroup.id);
  return [
    {
      rule: OWNER_RULE,
      title: 'a commerce’s collection inheriting from another commerce’s group is refused on its source',
      as: 'admin',
      action: {
        create: commerceParameters.name,
        data: { ...NO_TAX, commerceId: bare.id, sourceGroupId: ownGroup.id, inheritFromGroup: true },
      },
      expect: { status: 400, code: 'GM-0008', errors: { sourceGroupId: 'GM-0008' } },
    },
    {
      rule: OWNER_RULE,
      title: 'a collection of a commerce and a group at once is refused on the group',
      as: 'admin',
      action: { create: commerceParameters.name, data: { ...NO_TAX, commerceId: another.id, groupId: ownGroup.id } },
      expect: { status: 400, code: 'GM-0008', errors: { groupId: 'GM-0008' } },
    },
    {
      rule: OWNER_RULE,
      title: 'a collection without an owner is refused on the commerce',
      as: 'admin',
      action: { create: commerceParameters.name, data: NO_TAX },
      expect: { status: 400, code: 'CE-0001', errors: { commerceId: 'CE-0001' } },
    },
    {
      rule: OWNER_RULE,
      title: 'a commerce’s collection inheriting from its own group is created',
      as: 'admin',
      action: {
        create: commerceParameters.name,
        data: { ...NO_TAX, commerceId: withGroup.id, sourceGroupId: ownGroup.id, inheritFromGroup: true },
      },
      expect: { status: 201 },
    },
    {
      rule: ONE_RULE,
      title: 'a second collection for a commerce is refused on the commerce',
      as: 'admin',
      action: { create: commerceParameters.name, data: { ...NO_TAX, commerceId: taken.commerceId } },
      expect: { status: 400, code: 'GM-0009', errors: { commerceId: 'GM-0009' } },
    },
    {
      rule: ONE_RULE,
      title: 'an edit of a commerce’s collection is not refused by the collection itself',
      as: 'admin',
      action: { update: commerceParameters.name, id: taken.id, data: { receiptFooter: 'Vuelva pronto' } },
      expect: { status: 200 },
    },
  ];
};
