/** Installs the locked dependencies when node_modules is missing or older than package-lock.json. */
export function ensureDependencies(): void;
