import type { DataProvider } from 'ra-core';
import { planInstall } from '../../resources/fleetInstalls/impact';
import { installOutcome, opensWithBatch } from '../../resources/fleetInstalls/outcome';
import {
  EXPIRY_DAYS,
  listedTerminals,
  MAX_INSTALL_TERMINALS,
  type InstallRequest,
  type InstallSummary,
  type StopReason,
} from '../../resources/fleetInstalls/shapes';
import { waveOfEach, waveVerdict } from '../../resources/fleetInstalls/waves';
import { isOnline, onlineSince, onlineWindowMinutes } from '../../resources/terminals/schema';
import type { FleetInstallMethods } from './installContract';
import { applyFakeAnswers, fakeHolders, type FakeAnswer, type FakeInstallFacts } from './installsFakeEffects';
import { fakeInstallSubject, fakeRefusal } from './installsFakeSubject';
import { connectOrExpire, countRows, sendRows, type FakeRow } from './installsFakeRows';
import { terminals as terminalSchema } from '../../resources/terminals/schema';

const DAY_MS = 24 * 3_600_000;

interface FakeInstall {
  summary: Omit<InstallSummary, 'counts' | 'waves' | 'total' | 'waitingBatch'>;
  rows: FakeRow[];
  resumedWave: number;
  facts: FakeInstallFacts;
  expiryMs: number;
}

/**
 * The fleet installs in memory, with the sandbox's plan, outcomes, wave rule and effects on the
 * terminals (the install-on-transaction wait is the sandbox's: here batches are never open).
 */
export const createFakeInstallMethods = (provider: DataProvider): FleetInstallMethods => {
  const installs = new Map<number, FakeInstall>();

  const plan = async (request: InstallRequest) => {
    const subject = await fakeInstallSubject(provider, request);
    const since = onlineSince(Date.now(), onlineWindowMinutes({}));
    const target = request.target;
    if (listedTerminals(target) > MAX_INSTALL_TERMINALS) throw fakeRefusal(400, 'CE-0002');
    const filter =
      target.kind === 'filter'
        ? { ...target.filter, deleted: false }
        : target.kind === 'serials'
          ? { serialNumber: target.serialNumbers }
          : { id: target.terminalIds };
    const { data } = await provider.getList(terminalSchema.resource, {
      filter,
      pagination: { page: 1, perPage: 20_000 },
      sort: { field: 'id', order: 'ASC' },
    });
    const terminals = data.map((terminal) => ({
      id: Number(terminal.id),
      serialNumber: String(terminal.serialNumber),
      modelId: Number(terminal.modelId),
      modelName: String(terminal.modelId),
      online: isOnline(terminal.lastConnectionDate, since),
      deleted: terminal.deleted === true,
      visible: true,
      openBatch: opensWithBatch(Number(terminal.id)),
      batteryLevel: typeof terminal.batteryLevel === 'number' ? terminal.batteryLevel : null,
    }));
    return {
      subject,
      ...planInstall({ terminals, reach: subject.reach, installOnTransaction: false, rollout: request.rollout }),
    };
  };

  const answerDue = (rows: FakeRow[], now: number): FakeAnswer[] =>
    rows
      .filter((row) => row.state === 'PENDING' && row.dueAt !== null && row.dueAt <= now)
      .map((row) => {
        Object.assign(row, {
          state: row.outcome === 'DONE' ? 'DONE' : 'FAILED',
          reason: row.outcome === 'DONE' ? null : row.outcome,
          completedAt: new Date(row.dueAt ?? now).toISOString(),
        });
        return {
          terminalId: row.terminalId,
          state: row.state as FakeAnswer['state'],
          reason: row.reason,
          at: String(row.completedAt),
        };
      });

  const settled = async (id: number): Promise<InstallSummary> => {
    const install = installs.get(id);
    if (!install) throw fakeRefusal(404, 'GM-0010');
    const { summary, rows } = install;
    const now = Date.now();
    await connectOrExpire(provider, rows, now);
    const answers = answerDue(rows, now);
    const waveCount = Math.max(0, ...rows.map((row) => row.wave));
    while (summary.state === 'RUNNING') {
      const wave = rows.filter((row) => row.wave === summary.currentWave);
      const count = (state: string) => wave.filter((row) => row.state === state).length;
      const verdict = waveVerdict(
        summary.currentWave,
        waveCount,
        { pending: count('PENDING') + count('QUEUED'), done: count('DONE'), failed: count('FAILED') },
        summary.rollout?.threshold ?? null,
        install.resumedWave,
      );
      if (verdict.next === 'wait') break;
      if (verdict.next === 'complete' && rows.some((row) => row.state === 'WAITING')) break;
      if (verdict.next === 'stop')
        Object.assign(summary, { state: 'STOPPED', stopReason: verdict.reason as StopReason });
      else if (verdict.next === 'complete') summary.state = 'COMPLETED';
      else {
        summary.currentWave = verdict.wave;
        sendRows(rows, verdict.wave, now, install.expiryMs);
        answers.push(...answerDue(rows, now));
      }
    }
    await applyFakeAnswers(provider, install.facts, answers);
    return { ...summary, ...countRows(rows), waitingBatch: 0 };
  };

  return {
    installImpact: async ({ request }) => ({ data: (await plan(request)).impact }),
    sendInstall: async ({ request }) => {
      const { subject, reached, impact } = await plan(request);
      if (!reached.length) throw fakeRefusal(400, 'TM-0007');
      if (impact.code && !request.confirmPartial) throw fakeRefusal(400, impact.code);
      const id = installs.size + 1;
      const waves = waveOfEach(impact.waves);
      const holders = request.operation === 'uninstall' ? await fakeHolders(provider, subject.items) : null;
      const rows: FakeRow[] = reached.map((terminal, index) => {
        const notInstalled = holders !== null && !holders.has(terminal.id);
        const outcome = installOutcome({ ...terminal, waitsForBatch: false, notInstalled }, 1);
        const waits = outcome.reason === 'OFFLINE';
        return {
          terminalId: terminal.id,
          serialNumber: terminal.serialNumber,
          modelName: terminal.modelName,
          wave: waves[index],
          state: 'QUEUED',
          reason: null,
          attempt: 1,
          completedAt: null,
          outcome: waits ? 'WAITING' : outcome.state === 'DONE' ? 'DONE' : outcome.reason,
          dueAt: null,
          waitingSince: null,
          expiresAt: null,
        };
      });
      const expiryMs = (request.expiryDays ?? EXPIRY_DAYS.default) * DAY_MS;
      sendRows(rows, 1, Date.now(), expiryMs);
      const createdAt = new Date().toISOString();
      installs.set(id, {
        rows,
        resumedWave: 0,
        expiryMs,
        facts: {
          id,
          operation: request.operation,
          targetId: request.id,
          targetName: subject.name,
          createdAt,
          createdBy: '',
          items: subject.items,
        },
        summary: {
          id,
          kind: request.kind,
          targetId: request.id,
          targetName: subject.name,
          operation: request.operation,
          state: 'RUNNING',
          createdAt,
          createdBy: '',
          rollout: request.rollout ?? null,
          currentWave: 1,
          stopReason: null,
        },
      });
      return { data: { id, impact } };
    },
    getInstall: async ({ id }) => ({ data: await settled(id) }),
    getInstallTargets: async ({ id, state, start, end }) => {
      await settled(id);
      const order = { FAILED: 0, PENDING: 1, WAITING: 2, QUEUED: 3, DONE: 4 };
      const rows = (installs.get(id)?.rows ?? [])
        .filter((row) => !state || row.state === state)
        .sort((a, b) => order[a.state] - order[b.state] || a.serialNumber.localeCompare(b.serialNumber));
      const data = rows
        .slice(start, end + 1)
        .map(({ outcome: _outcome, dueAt: _due, waitingSince: _since, expiresAt: _expires, ...row }) => row);
      return { data, total: rows.length };
    },
    retryInstall: async ({ id }) => {
      const install = installs.get(id);
      if (!install) throw fakeRefusal(404, 'GM-0010');
      const again = install.rows.filter((row) => row.state === 'FAILED' || row.state === 'WAITING');
      const holders = install.facts.operation === 'uninstall' ? await fakeHolders(provider, install.facts.items) : null;
      const { data } = await provider.getMany(terminalSchema.resource, { ids: again.map((row) => row.terminalId) });
      const byId = new Map(data.map((terminal) => [Number(terminal.id), terminal]));
      const since = onlineSince(Date.now(), onlineWindowMinutes({}));
      again.forEach((row) => {
        const terminal = byId.get(row.terminalId);
        const outcome = installOutcome(
          {
            id: row.terminalId,
            online: isOnline(terminal?.lastConnectionDate, since),
            batteryLevel: typeof terminal?.batteryLevel === 'number' ? terminal.batteryLevel : null,
            deleted: terminal?.deleted === true,
            waitsForBatch: false,
            notInstalled: holders !== null && !holders.has(row.terminalId),
          },
          row.attempt + 1,
        );
        const waits = outcome.reason === 'OFFLINE';
        Object.assign(row, {
          state: 'QUEUED',
          reason: null,
          completedAt: null,
          attempt: row.attempt + 1,
          outcome: waits ? 'WAITING' : outcome.state === 'DONE' ? 'DONE' : outcome.reason,
        });
      });
      new Set(again.map((row) => row.wave)).forEach((wave) =>
        sendRows(install.rows, wave, Date.now(), install.expiryMs),
      );
      return { data: await settled(id) };
    },
    cancelWaiting: async ({ id }) => {
      const waiting = (installs.get(id)?.rows ?? []).filter((row) => row.state === 'WAITING');
      if (!waiting.length) throw fakeRefusal(400, 'TM-0007');
      const at = new Date().toISOString();
      waiting.forEach((row) =>
        Object.assign(row, { state: 'FAILED', reason: 'CANCELLED', completedAt: at, waitingSince: null }),
      );
      return { data: await settled(id) };
    },
    resumeInstall: async ({ id }) => {
      const install = installs.get(id);
      if (!install || install.summary.state !== 'STOPPED') throw fakeRefusal(409, 'GM-0010');
      Object.assign(install.summary, { state: 'RUNNING', stopReason: null });
      install.resumedWave = install.summary.currentWave;
      return { data: await settled(id) };
    },
  };
};
