import type { SandboxPlugin } from '../../context';

/** Work in progress: the terminal list endpoints (issue 5). */
export const terminalListPlugin: SandboxPlugin = async () => {};
