export const NO_BROWSER: string;
export const SYSTEM_NAMES: string[];
export function systemCandidates(pathVariable: string | undefined): string[];
export function playwrightCandidates(browsersDir: string, entries: string[]): string[];

export type Installer = 'playwright' | 'apt' | 'apt-shell';
export type BrowserStep =
  { use: string; source: string } | { probe: 'download' } | { install: Installer } | { stop: string };

export function nextBrowserStep(situation: {
  configured: string | undefined;
  system: string[];
  cache: string[];
  isExecutable: (path: string) => boolean;
  canRunApt: boolean;
  downloadReachable: boolean | undefined;
  tried: Installer[];
}): BrowserStep;
