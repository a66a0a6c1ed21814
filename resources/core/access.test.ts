import { describe, expect, it } from 'vitest';
import { canRead, canWrite, grants, permissionsOf } from './access';

const bundles = {
  permissions: { read: ['APPLICATION_BUNDLE', 'BUNDLE_DOWNLOAD'], write: 'BUNDLE_WRITE_AND_READ' },
} as const;
const terminals = { permissions: { read: 'TERMINALS_READ', write: 'TERMINALS_WRITE_AND_READ' } } as const;

describe('access rules', () => {
  it('grants a read permission to its write-and-read pair', () => {
    expect(grants(['TERMINALS_WRITE_AND_READ'], 'TERMINALS_READ')).toBe(true);
    expect(grants(['TERMINALS_READ'], 'TERMINALS_WRITE_AND_READ')).toBe(false);
    expect(grants(['COMMERCE_WRITE_AND_READ'], 'COMERCIOS')).toBe(true);
  });

  it('lets any listed read permission open a resource', () => {
    expect(canRead(['BUNDLE_DOWNLOAD'], bundles)).toBe(true);
    expect(canRead(['BUNDLE_WRITE_AND_READ'], bundles)).toBe(true);
    expect(canRead(['APP_READ'], bundles)).toBe(false);
    expect(canWrite(['APPLICATION_BUNDLE'], bundles)).toBe(false);
  });

  it('needs the write-and-read permission to write', () => {
    expect(canWrite(['TERMINALS_READ'], terminals)).toBe(false);
    expect(canWrite(['TERMINALS_WRITE_AND_READ'], terminals)).toBe(true);
  });

  it('reads one or many permissions from a token claim', () => {
    expect(permissionsOf('APP_READ')).toEqual(['APP_READ']);
    expect(permissionsOf(['APP_READ', 'TAGS_READ'])).toEqual(['APP_READ', 'TAGS_READ']);
    expect(permissionsOf(undefined)).toEqual([]);
  });
});
