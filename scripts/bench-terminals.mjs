#!/usr/bin/env node
// `npm run bench:terminals`: the terminal bars of issues 5 and 14, each printed by its own part.
//   bench/terminalList.ts    first row of /Terminal, 100,000 terminals: from the sidebar (median 800 ms) and a cold URL load (median 1200 ms)
//   bench/terminalImport.ts  a 100,000-row CSV import, longest main-thread block under 200 ms
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

let ok = true;
for (const part of ['bench/terminalList.ts', 'bench/terminalImport.ts']) {
  if (!existsSync(part)) {
    console.log(`${part}: not written yet`);
    ok = false;
    continue;
  }
  const { status } = spawnSync('npx', ['tsx', part], { stdio: 'inherit' });
  ok = ok && status === 0;
}
process.exit(ok ? 0 : 1);
