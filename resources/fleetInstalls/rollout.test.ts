import { describe, expect, it } from 'vitest';
import { combineReach, planInstall, type CandidateTerminal } from './impact';
import { installOutcome } from './outcome';
import { failureRate, waveOfEach, waveSizes, waveVerdict } from './waves';

const terminal = (id: number, extra: Partial<CandidateTerminal> = {}): CandidateTerminal => ({
  id,
  modelId: 1,
  modelName: 'A920',
  online: true,
  deleted: false,
  visible: true,
  openBatch: false,
  ...extra,
});

describe('staged rollout waves', () => {
  it('cuts the targets into waves by count or percent, the last one what remains', () => {
    expect(waveSizes(10, null)).toEqual([10]);
    expect(waveSizes(10, { waveSize: 4, unit: 'count', threshold: 5 })).toEqual([4, 4, 2]);
    expect(waveSizes(200, { waveSize: 10, unit: 'percent', threshold: 5 })).toEqual(Array(10).fill(20));
    expect(waveSizes(3, { waveSize: 1, unit: 'percent', threshold: 5 })).toEqual([1, 1, 1]);
    expect(waveSizes(0, null)).toEqual([]);
    expect(waveOfEach([2, 1])).toEqual([1, 1, 2]);
  });

  it('waits for a wave, then stops above the threshold, sends the next or completes', () => {
    expect(waveVerdict(1, 3, { pending: 1, done: 5, failed: 0 }, 10)).toEqual({ next: 'wait' });
    expect(waveVerdict(1, 3, { pending: 0, done: 8, failed: 2 }, 10)).toEqual({
      next: 'stop',
      reason: { wave: 1, failureRate: 20, threshold: 10 },
    });
    expect(waveVerdict(1, 3, { pending: 0, done: 9, failed: 1 }, 10)).toEqual({ next: 'send', wave: 2 });
    expect(waveVerdict(1, 3, { pending: 0, done: 8, failed: 2 }, null)).toEqual({ next: 'send', wave: 2 });
    // Resumed by the user past this wave: its rate no longer stops the rollout.
    expect(waveVerdict(1, 3, { pending: 0, done: 8, failed: 2 }, 10, 1)).toEqual({ next: 'send', wave: 2 });
    expect(waveVerdict(3, 3, { pending: 0, done: 0, failed: 5 }, 10)).toEqual({ next: 'complete' });
    expect(failureRate(0, 0)).toBe(0);
    expect(failureRate(2, 1)).toBe(33.3);
  });
});

describe('install impact', () => {
  it('leaves out deactivated, out-of-scope, unauthorised and unsupported terminals, and counts offline', () => {
    const { reached, impact } = planInstall({
      terminals: [
        terminal(1),
        terminal(2, { online: false }),
        terminal(3, { deleted: true }),
        terminal(4, { visible: false }),
        terminal(5, { modelId: 2, modelName: 'P2' }),
        terminal(6, { openBatch: true }),
        terminal(7),
      ],
      reach: { authorized: [1, 2, 3, 4, 5, 6], models: [1] },
      installOnTransaction: true,
      rollout: { waveSize: 2, unit: 'count', threshold: 10 },
      otherEntity: 2,
      unknownSerials: ['X1'],
    });
    expect(reached.map((item) => item.id)).toEqual([1, 2, 6]);
    expect(impact).toEqual({
      total: 3,
      offline: 1,
      openBatch: 1,
      installOnTransaction: true,
      unsupported: [{ modelId: 2, modelName: 'P2', terminals: 1 }],
      noAccess: { notAuthorized: 1, otherEntity: 2, outOfScope: 1, deleted: 1 },
      unknownSerials: ['X1'],
      code: 'AM-0032',
      waves: [2, 1],
    });
  });

  it('reaches every model and terminal when nothing limits it; a bundle only where all its apps do', () => {
    const { impact } = planInstall({
      terminals: [terminal(1), terminal(2, { modelId: 9 })],
      reach: { authorized: [], models: [] },
      installOnTransaction: false,
    });
    expect(impact).toMatchObject({ total: 2, code: null, openBatch: 0, waves: [2] });
    expect(
      combineReach([
        { authorized: null, models: [1, 2] },
        { authorized: [5, 6], models: [2, 3] },
        { authorized: [], models: [] },
      ]),
    ).toEqual({ authorized: [5, 6], models: [2] });
  });

  it('simulates answers reproducibly: offline and low battery fail, a retry draws again', () => {
    const facts = { id: 11, online: true, batteryLevel: 80, deleted: false, waitsForBatch: false };
    expect(installOutcome({ ...facts, online: false }, 1)).toEqual({ state: 'FAILED', reason: 'OFFLINE' });
    expect(installOutcome({ ...facts, batteryLevel: 5 }, 1)).toEqual({ state: 'FAILED', reason: 'LOW_BATTERY' });
    const flaky = Array.from({ length: 200 }, (_, id) => id).find(
      (id) => installOutcome({ ...facts, id }, 1).state === 'FAILED',
    ) as number;
    expect(installOutcome({ ...facts, id: flaky }, 1)).toEqual({ state: 'FAILED', reason: 'DOWNLOAD_FAILED' });
    expect(installOutcome({ ...facts, id: flaky }, 2)).toEqual({ state: 'DONE', reason: null });
  });
});
