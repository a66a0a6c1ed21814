import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NO_BROWSER,
  nextBrowserStep,
  playwrightCandidates,
  systemCandidates,
  type Installer,
} from './browser-choice.mjs';

const CACHED = join(
  homedir(),
  '.cache/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell',
);
/** Debian's headless shell. */
const SHELL = '/usr/bin/chromium-headless-shell';
/** A browser the user points CHROMIUM_PATH at. */
const CONFIGURED = join(homedir(), 'browsers', 'chrome');

/** A machine with these executables, as a user who cannot run apt, before any installer ran. */
const machine = (executables: string[], overrides: Partial<Parameters<typeof nextBrowserStep>[0]> = {}) =>
  nextBrowserStep({
    configured: undefined,
    system: [SHELL, '/usr/bin/chromium', '/usr/bin/google-chrome'],
    cache: [CACHED],
    isExecutable: (path) => executables.includes(path),
    canRunApt: false,
    downloadReachable: undefined,
    tried: [],
    ...overrides,
  });

describe('the Chromium npm test uses', () => {
  it('takes CHROMIUM_PATH before anything installed, and stops when it names no executable', () => {
    expect(machine([CONFIGURED, '/usr/bin/chromium'], { configured: CONFIGURED })).toEqual({
      use: CONFIGURED,
      source: 'CHROMIUM_PATH',
    });
    expect(machine(['/usr/bin/chromium'], { configured: CONFIGURED })).toEqual({
      stop: `CHROMIUM_PATH=${CONFIGURED} is not an executable: fix it, or unset it to find Chromium`,
    });
  });

  it("takes a system Chromium before Playwright's cache, and the cache before installing", () => {
    expect(machine(['/usr/bin/google-chrome', CACHED])).toEqual({ use: '/usr/bin/google-chrome', source: 'system' });
    expect(machine([CACHED])).toEqual({ use: CACHED, source: "Playwright's cache" });
  });

  it('takes the headless shell before a full browser, and adds it beside one where apt can run, once', () => {
    expect(machine([SHELL, '/usr/bin/chromium'], { canRunApt: true })).toEqual({ use: SHELL, source: 'system' });
    expect(machine(['/usr/bin/chromium'], { canRunApt: true })).toEqual({ install: 'apt-shell' });
    expect(machine(['/usr/bin/chromium'], { canRunApt: true, tried: ['apt-shell'] })).toEqual({
      use: '/usr/bin/chromium',
      source: 'system',
    });
  });

  it("asks whether Playwright's download host answers, then runs its installer only if it does", () => {
    expect(machine([])).toEqual({ probe: 'download' });
    expect(machine([], { downloadReachable: true })).toEqual({ install: 'playwright' });
    expect(machine([], { downloadReachable: true, tried: ['playwright'] })).toEqual({ stop: NO_BROWSER });
  });

  it("installs Debian's package as root (or with sudo) when Playwright's installer cannot", () => {
    const root = { canRunApt: true, downloadReachable: false };
    expect(machine([], root)).toEqual({ install: 'apt' });
    expect(machine([], { ...root, downloadReachable: true, tried: ['playwright'] })).toEqual({ install: 'apt' });
    const both: Installer[] = ['playwright', 'apt'];
    expect(machine([], { ...root, tried: both })).toEqual({ stop: NO_BROWSER });
  });

  it('stops with the one line saying what to run when nothing can be installed', () => {
    expect(machine([], { downloadReachable: false })).toEqual({ stop: NO_BROWSER });
    expect(NO_BROWSER).toBe(
      'No Chromium found: run `sudo apt-get install -y chromium` or set CHROMIUM_PATH=/path/to/chrome',
    );
  });
});

describe('where Chromium is looked for', () => {
  it('tries /usr/bin, then each folder of PATH once', () => {
    expect(systemCandidates('/usr/local/bin:/usr/bin')).toEqual([
      '/usr/bin/chromium-headless-shell',
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome-stable',
      '/usr/bin/google-chrome',
      '/usr/local/bin/chromium-headless-shell',
      '/usr/local/bin/chromium',
      '/usr/local/bin/chromium-browser',
      '/usr/local/bin/google-chrome-stable',
      '/usr/local/bin/google-chrome',
    ]);
    expect(systemCandidates(undefined)).toHaveLength(5);
  });

  it("lists Playwright's browsers newest revision first, the headless shell before the full browser", () => {
    const entries = ['ffmpeg-1011', 'chromium_headless_shell-1255', 'chromium-1200', 'chromium-1255', '.links'];
    expect(playwrightCandidates('/cache', entries)).toEqual([
      '/cache/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell',
      '/cache/chromium_headless_shell-1255/chrome-linux/headless_shell',
      '/cache/chromium-1255/chrome-linux64/chrome',
      '/cache/chromium-1255/chrome-linux/chrome',
      '/cache/chromium-1200/chrome-linux64/chrome',
      '/cache/chromium-1200/chrome-linux/chrome',
    ]);
  });
});
