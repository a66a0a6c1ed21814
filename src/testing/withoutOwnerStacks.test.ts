import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { reactInternals } from './withoutOwnerStacks';

const require = createRequire(import.meta.url);

describe("React's owner-stack quota, which component tests turn off", () => {
  it('is still the counter the development build checks before capturing a stack', () => {
    const source = readFileSync(
      join(dirname(require.resolve('react/package.json')), 'cjs/react.development.js'),
      'utf8',
    );
    expect(source).toContain('1e4 > ReactSharedInternals.recentlyCreatedOwnerStacks++');
    expect(reactInternals()).toHaveProperty('recentlyCreatedOwnerStacks');
  });
});
