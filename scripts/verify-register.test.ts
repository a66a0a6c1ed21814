import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { registerWorkbook } from '../resources/activityRegister/export/registerWorkbook';
import { chainedRegister, sheetTexts } from '../resources/activityRegister/export/testChain';

const run = promisify(execFile);
const verify = async (file: string) => {
  try {
    // tsx's loader in one node process: `npx tsx` starts three (npx, tsx's CLI, then node).
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/verify-register.ts', file]);
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = error as { code: number; stderr: string };
    return { code: failure.code, output: failure.stderr };
  }
};

describe('npm run verify:register', { timeout: 60_000 }, () => {
  it('says OK for an exported register and names the entry removed from it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'register-'));
    const { entries, head } = await chainedRegister(3);
    const good = join(folder, 'good.xlsx');
    writeFileSync(good, await registerWorkbook(entries, head, sheetTexts));
    const cut = join(folder, 'cut.xlsx');
    writeFileSync(cut, await registerWorkbook(entries.toSpliced(1, 1), head, sheetTexts));

    const [ok, tampered] = await Promise.all([verify(good), verify(cut)]);
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.output).toMatch(/^OK: 3 entries of entity 9, chain intact up to the head 3 [0-9a-f]{64}/);
    expect(tampered.code).toBe(1);
    expect(tampered.output).toMatch(/TAMPERED: entry 2 is missing/);
  });
});
