import type { SandboxPlugin } from '../../context';

/** Work in progress: the terminal operations endpoints (issue 5). */
export const terminalOperationsPlugin: SandboxPlugin = async () => {};
