import type { SandboxPlugin } from '../../context';

/** Work in progress: the terminal detail endpoints (issue 5). */
export const terminalDetailPlugin: SandboxPlugin = async () => {};
