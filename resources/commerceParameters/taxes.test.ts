import { describe, expect, it } from 'vitest';
import { fieldIssues, zodSchemaOf } from '../core/validation';
import { checkSection } from '../profiles/parameters/checkParameters';
import { commerceParameters } from './schema';

const commerceIssues = (taxType: string) => {
  const result = zodSchemaOf(commerceParameters, 'create').safeParse({ commerceId: 1, taxType, taxPercentage: null });
  return result.success ? {} : Object.fromEntries(fieldIssues(result.error).map((i) => [i.path, i.message]));
};

describe('the tax percentage (spec section 5: required when ITBIS or TAX legal is enabled)', () => {
  it('is required for ITBIS and TAX legal on a commerce, not for IVA or IMPOCONSUMO', () => {
    expect(commerceIssues('ITBIS')).toEqual({ taxPercentage: 'CE-0001' });
    expect(commerceIssues('TAX_LEGAL')).toEqual({ taxPercentage: 'CE-0001' });
    expect(commerceIssues('IVA')).toEqual({});
    expect(commerceIssues('IMPOCONSUMO')).toEqual({});
  });

  it('is required alike on a profile’s taxes tab', () => {
    expect(Object.keys(checkSection('taxes', { ITBIS_ENABLED: true, TAX_LEGAL_ENABLED: true }))).toEqual([
      'ITBIS_PERCENT',
      'TAX_LEGAL_PERCENT',
    ]);
    expect(checkSection('taxes', { IVA_ENABLED: true, IMPOCONSUMO_ENABLED: true })).toEqual({});
  });
});
