export type BrowserChoice = { path: string; source: string; stop?: undefined } | { stop: string; path?: undefined };

/** Finds Chromium, or installs one where it can; `stop` says what to run when it cannot. */
export function ensureBrowser(options?: { beforeInstall?: () => void }): Promise<BrowserChoice>;
