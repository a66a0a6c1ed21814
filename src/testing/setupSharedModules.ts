import { afterAll, vi } from 'vitest';

// Node and component files share their worker's modules (`isolate: false`): whatever a file changes
// globally (clocks, stubbed globals or environment, spies) is put back before the next file runs.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
