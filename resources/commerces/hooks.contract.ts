import type { ContractCase, ContractCases } from '../core/rules/contractCase';
import { CIF_FORMAT, SPANISH_BANK_ENTITY } from './rules/commerceVariant';
import { commerces } from './schema';

const RULE =
  'a commerce meets its entity’s variant: the RNC or CIF, the fields it requires, the e-mail the entity asks for';

/** A commerce every variant but the Spanish bank's accepts, save for the tax id. */
const commerceOf = (code: string, extra: Record<string, unknown> = {}) => ({
  name: `Comercio ${code}`,
  merchantId: `M${code}`,
  commerceCode: `C${code}`,
  categoryCode: '5411',
  phone: '+1 809 555 0100',
  type: 'PHYSICAL',
  status: 'ACTIVE',
  address: { street: 'Calle Duarte', number: '12', city: 'Santiago', state: 'Santiago', postalCode: '51000' },
  ...extra,
});

export const cases: ContractCases = (world): readonly ContractCase[] => {
  const own = world[commerces.name].find((commerce) => commerce.entityId === 9);
  if (!own) throw new Error('the world has no commerce in entity 9');
  return [
    {
      rule: RULE,
      title: 'the card processor’s commerce without an RNC is refused on it',
      as: 'processor',
      action: { create: commerces.name, data: commerceOf('RNC1') },
      expect: { status: 400, code: 'CE-0001', errors: { taxId: 'CE-0001' } },
    },
    {
      rule: RULE,
      title: 'an RNC shorter than nine digits is refused as too short',
      as: 'processor',
      action: { create: commerces.name, data: commerceOf('RNC2', { taxId: '12345678' }) },
      expect: { status: 400, code: 'CE-0003', errors: { taxId: 'CE-0003' } },
    },
    {
      rule: RULE,
      title: 'the card processor’s commerce with a nine-digit RNC is created',
      as: 'processor',
      action: { create: commerces.name, data: commerceOf('RNC3', { taxId: '123456789' }) },
      expect: { status: 201 },
    },
    {
      rule: RULE,
      title: 'the Spanish bank asks for a CIF and the e-mail its entity flag requires',
      as: 'admin',
      entityId: SPANISH_BANK_ENTITY,
      action: { create: commerces.name, data: commerceOf('CIF1', { phone: null, taxId: '12345678B' }) },
      expect: { status: 400, code: 'CE-0001', errors: { email: 'CE-0001', taxId: CIF_FORMAT } },
    },
    {
      rule: RULE,
      title: 'the Spanish bank’s commerce with a CIF and an e-mail, and no phone, is created',
      as: 'admin',
      entityId: SPANISH_BANK_ENTITY,
      action: {
        create: commerces.name,
        data: commerceOf('CIF2', { phone: null, taxId: 'B12345678', email: 'tienda@example.es' }),
      },
      expect: { status: 201 },
    },
    {
      rule: RULE,
      title: 'an edit that clears a field the standard variant requires is refused on it',
      as: 'admin',
      action: { update: commerces.name, id: own.id, data: { phone: null } },
      expect: { status: 400, code: 'CE-0001', errors: { phone: 'CE-0001' } },
    },
  ];
};
