import { describe, expect, it } from 'vitest';
import { fieldIssues, zodSchemaOf } from '../core/validation';
import { INSTALL_ORDER_SHARED } from './installOrderRule';
import { bundles } from './schema';

const issuesOf = (installOrders: number[]) => {
  const apps = installOrders.map((installOrder, index) => ({ appId: index + 1, installOrder }));
  const result = zodSchemaOf(bundles, 'create').safeParse({ name: 'Caja', version: '1', apps });
  return result.success ? {} : Object.fromEntries(fieldIssues(result.error).map((i) => [i.path, i.message]));
};

describe('a bundle’s install order (form, in-memory provider and sandbox alike)', () => {
  it('gives each app its own place', () => {
    expect(issuesOf([1, 2, 3])).toEqual({});
    expect(issuesOf([2, 1, 2])).toEqual({ 'apps.2.installOrder': INSTALL_ORDER_SHARED });
  });
});
