import { describe, expect, it } from 'vitest';
import { brands } from '../brands/schema';
import { BUNDLE_UPDATE, bundles } from '../bundles/schema';
import { pointsOfSale } from '../pointsOfSale/schema';
import { terminals } from '../terminals/schema';
import { accessRefusalOf, type ResourceAccess } from './resourceAccess';
import type { ResourceSchema } from './resourceSchema';

const codeOf = (access: ResourceAccess, held: readonly string[], schema: ResourceSchema, entityId = 9) =>
  accessRefusalOf(access, held, entityId, schema)?.body.Code;

describe('the permission a generic call on a resource needs', () => {
  it('reads with the read permission or its write pair, writes with the write one only', () => {
    expect(codeOf('read', ['TERMINALS_READ'], terminals)).toBeUndefined();
    expect(codeOf('read', ['TERMINALS_WRITE_AND_READ'], terminals)).toBeUndefined();
    expect(codeOf('read', [], terminals)).toBe('GM-0001');
    expect(codeOf('write', ['TERMINALS_READ'], terminals)).toBe('GM-0001');
    expect(codeOf('update', ['TERMINALS_READ'], terminals)).toBe('GM-0001');
    expect(codeOf('write', ['TERMINALS_WRITE_AND_READ'], terminals)).toBeUndefined();
  });

  it('edits with the resource’s update permission too, and deletes with its delete one where it has one', () => {
    expect(codeOf('update', [BUNDLE_UPDATE], bundles)).toBeUndefined();
    expect(codeOf('write', [BUNDLE_UPDATE], bundles)).toBe('GM-0001');
    expect(codeOf('delete', ['TERMINALS_WRITE_AND_READ'], terminals)).toBe('GM-0001');
    expect(codeOf('delete', ['DELETE_TERMINAL'], terminals)).toBeUndefined();
  });

  it('refuses a route the entity does not see, and shared data changed outside the operator’s entity', () => {
    expect(codeOf('read', ['PUNTO_DE_VENTA'], pointsOfSale, 4)).toBe('GM-0001');
    const write = brands.permissions.write;
    expect(codeOf('read', [write], brands, 2)).toBeUndefined();
    expect(codeOf('update', [write], brands, 2)).toBe('GM-0002');
    expect(codeOf('update', [write], brands, 9)).toBeUndefined();
  });
});
