import { describe, expect, it } from 'vitest';
import { checkRow } from './checkRow';
import { checkHeader, columnsOfHeader, emptyValues, importColumns, type ImportRow } from './importFormat';

const row = (values: Partial<ImportRow['values']>, n = 2): ImportRow => ({
  row: n,
  values: {
    ...emptyValues(),
    serialNumber: 'PAX000000001',
    commerceCode: 'C1',
    brand: 'PAX',
    model: 'A920',
    ...values,
  },
});

describe('the import header (PM-0034)', () => {
  it('accepts every column in any order and case', () => {
    expect(checkHeader([...importColumns].reverse().map((c) => ` ${c.toUpperCase()} `)).ok).toBe(true);
  });

  it('names the missing, unknown and repeated columns', () => {
    const check = checkHeader(['serialNumber', 'serialnumber', 'alias', 'colour']);
    expect(check.ok).toBe(false);
    expect(check.duplicated).toEqual(['serialnumber']);
    expect(check.unknown).toEqual(['colour']);
    expect(check.missing).toEqual(['commerceCode', 'group', 'brand', 'model', 'profile', 'owner', 'distributor']);
  });

  it('maps header positions to columns', () => {
    expect(columnsOfHeader(['Alias', 'x'])).toEqual(['alias', undefined]);
  });
});

describe('a row checked before sending', () => {
  it('passes a complete, well-formed row', () => {
    expect(checkRow(row({ alias: 'Caja 1', owner: 'Entidad' }))).toEqual([]);
  });

  it('reports each missing required value as PM-0035 with the row', () => {
    expect(checkRow(row({ commerceCode: ' ', model: '' }, 7))).toEqual([
      expect.objectContaining({ code: 'PM-0035', args: { 0: 7 }, column: 'commerceCode' }),
      expect.objectContaining({ code: 'PM-0035', args: { 0: 7 }, column: 'model' }),
    ]);
  });

  it('keeps the serial format and alias length codes', () => {
    expect(checkRow(row({ serialNumber: 'pax-1' }))).toEqual([
      expect.objectContaining({ code: 'TM-0001', column: 'serialNumber', message: 'errors.codes.TM-0001' }),
    ]);
    expect(checkRow(row({ alias: 'a'.repeat(151) }))).toEqual([expect.objectContaining({ code: 'TM-0006' })]);
    expect(checkRow(row({ alias: 'a'.repeat(150) }))).toEqual([]);
  });

  it('reports other bad values as PM-0036 with row, column and value', () => {
    const owner = 'o'.repeat(101);
    expect(checkRow(row({ owner }, 4))).toEqual([
      expect.objectContaining({ code: 'PM-0036', args: { 0: 4, 1: 'owner', 2: owner } }),
    ]);
  });
});
