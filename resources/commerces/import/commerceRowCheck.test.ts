import { describe, expect, it } from 'vitest';
import { emptyValuesOf } from '../../csvImport/csvFormat';
import { commerceCsvFormat } from './commerceCsvFormat';
import { checkCommerceRow, type CommerceRow } from './commerceImportFormat';

const rowOf = (values: Record<string, string>): CommerceRow => ({
  row: 2,
  values: { ...emptyValuesOf(commerceCsvFormat), ...values },
});
const good = {
  name: 'Colmado Uno',
  merchantId: 'MX1',
  commerceCode: 'CX1',
  categoryCode: '5411',
  street: 'Calle Duarte',
  city: 'Santiago',
};
const found = (values: Record<string, string>, entityId: number, config: Record<string, string> = {}) =>
  checkCommerceRow(rowOf(values), { entityId, config }).map(({ column, code }) => `${column}:${code}`);

describe('the preview checks a commerce row as the service does for the importing entity', () => {
  it('asks each variant for its own fields and tax id', () => {
    expect(found({ ...good, phone: '809 555 0100', state: 'Santiago' }, 3)).toEqual(['taxId:PM-0035']);
    expect(found({ ...good, phone: '809 555 0100', state: 'Santiago', taxId: '1234' }, 3)).toEqual(['taxId:CE-0003']);
    expect(found({ ...good, number: '4', state: 'Madrid', postalCode: '28001', taxId: '101234567' }, 2)).toEqual([
      'taxId:PM-0036',
    ]);
    expect(found({ ...good, phone: '912 555 0101', number: '4', state: 'Madrid' }, 9)).toEqual([]);
  });

  it('asks for the e-mail where the entity’s configuration does', () => {
    const standard = { ...good, phone: '912 555 0101', number: '4', state: 'Madrid' };
    expect(found(standard, 9, { COMMERCE_EMAIL_REQUIRED: 'true' })).toEqual(['email:PM-0035']);
  });
});
