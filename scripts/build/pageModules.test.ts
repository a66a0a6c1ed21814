import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageModules } from './pageModules';

const root = mkdtempSync(join(tmpdir(), 'page-modules-'));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
write('kit/used.ts', 'export const used = () => "used";');
write('kit/unused.ts', 'export const unused = () => "unused";');
write('kit/index.ts', 'export * from "./used";\nexport * from "./unused";');
write('later.ts', 'export const later = () => "later";');
write('page.ts', 'import { used } from "./kit";\nexport const page = () => [used(), import("./later")];');
write('aliased.ts', 'import { later } from "stand-in";\nexport const aliased = () => later();');

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the modules a page uses', () => {
  it('lists what the page draws on, not the rest of an index it imports, nor what it loads later', async () => {
    const modules = [...(await pageModules(root, ['page.ts']))]
      .filter((id) => id.startsWith(root))
      .map((id) => id.slice(root.length + 1))
      .sort();
    expect(modules).toEqual(['kit/used.ts', 'page.ts']);
  });

  it("resolves with the application's aliases", async () => {
    const alias = [{ find: /^stand-in$/, replacement: join(root, 'later.ts') }];
    const modules = [...(await pageModules(root, ['aliased.ts'], { alias }))].filter((id) => id.startsWith(root));
    expect(modules.map((id) => id.slice(root.length + 1)).sort()).toEqual(['aliased.ts', 'later.ts']);
  });
});
