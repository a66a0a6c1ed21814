import { describe, expect, it } from 'vitest';
import { CIF_FORMAT, commerceIssues, requiredFieldsOf, variantOf } from './commerceVariant';

const complete = {
  name: 'Colmado La Esquina',
  merchantId: 'M1',
  commerceCode: 'C1',
  categoryCode: '5411',
  phone: '+1 809 555 0100',
  email: null,
  taxId: null,
  address: { street: 'Calle Duarte', number: '12', city: 'Santiago', state: 'Santiago', postalCode: '51000' },
};

const codesOf = (values: Record<string, unknown>, entityId: number, config: Record<string, string> = {}) =>
  commerceIssues(values, entityId, config).map(({ path, code }) => `${path}:${code}`);

describe('the commerce variants', () => {
  it('names the variant of each special entity', () => {
    expect([3, 2, 9, 4, 6].map(variantOf)).toEqual(['rnc', 'cif', 'standard', 'standard', 'standard']);
  });

  it('requires the RNC for the card processor, between 9 and 11 digits', () => {
    expect(codesOf(complete, 3)).toEqual(['taxId:CE-0001']);
    expect(codesOf({ ...complete, taxId: '12345678' }, 3)).toEqual(['taxId:CE-0003']);
    expect(codesOf({ ...complete, taxId: '123456789' }, 3)).toEqual([]);
    expect(codesOf({ ...complete, taxId: '12345678901' }, 3)).toEqual([]);
    expect(codesOf({ ...complete, taxId: '123456789012' }, 3)).toEqual(['taxId:CE-0002']);
    expect(codesOf({ ...complete, taxId: '1234A6789' }, 3)).toEqual(['taxId:validation.format.numeric']);
  });

  it('requires a well-formed CIF and the full address for the Spanish bank, but no phone', () => {
    const spanish = { ...complete, phone: null, taxId: 'B12345678' };
    expect(codesOf(spanish, 2)).toEqual([]);
    expect(codesOf({ ...spanish, taxId: '12345678B' }, 2)).toEqual([`taxId:${CIF_FORMAT}`]);
    expect(codesOf({ ...spanish, address: { ...spanish.address, postalCode: '' } }, 2)).toEqual([
      'address.postalCode:CE-0001',
    ]);
  });

  it('leaves the tax id optional and asks for the street number elsewhere', () => {
    expect(codesOf(complete, 9)).toEqual([]);
    expect(codesOf({ ...complete, address: { ...complete.address, number: ' ' } }, 9)).toEqual([
      'address.number:CE-0001',
    ]);
    expect(codesOf({ ...complete, address: { ...complete.address, number: null } }, 3)).toEqual(['taxId:CE-0001']);
  });

  it('requires the e-mail only where the entity flag says so', () => {
    expect(requiredFieldsOf('standard', {})).not.toContain('email');
    expect(codesOf(complete, 9, { COMMERCE_EMAIL_REQUIRED: 'true' })).toEqual(['email:CE-0001']);
    expect(codesOf({ ...complete, email: 'a@b.do' }, 9, { COMMERCE_EMAIL_REQUIRED: 'true' })).toEqual([]);
  });
});
