import type { SandboxPlugin } from '../../context';

/** Work in progress: the terminal import endpoints (issue 5). */
export const terminalImportPlugin: SandboxPlugin = async () => {};
