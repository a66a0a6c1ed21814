import type { DataProvider } from 'ra-core';
import { planInstall } from '../../resources/fleetInstalls/impact';
import { answerDelayMs, installOutcome, opensWithBatch } from '../../resources/fleetInstalls/outcome';
import type {
  InstallRequest,
  InstallSummary,
  InstallTargetRow,
  StopReason,
} from '../../resources/fleetInstalls/shapes';
import { failureRate, waveOfEach, waveVerdict } from '../../resources/fleetInstalls/waves';
import { isOnline, onlineSince, onlineWindowMinutes } from '../../resources/terminals/schema';
import type { FleetInstallMethods } from './installContract';
import { applyFakeAnswers, fakeHolders, type FakeAnswer, type FakeInstallFacts } from './installsFakeEffects';
import { fakeInstallSubject, fakeRefusal } from './installsFakeSubject';
import { terminals as terminalSchema } from '../../resources/terminals/schema';

/** How long an in-memory terminal takes to answer. */
const DELAY_MS = 1_500;

interface FakeRow extends InstallTargetRow {
  outcome: InstallTargetRow['reason'] | 'DONE';
  dueAt: number | null;
}

interface FakeInstall {
  summary: Omit<InstallSummary, 'counts' | 'waves' | 'total' | 'waitingBatch'>;
  rows: FakeRow[];
  resumedWave: number;
  facts: FakeInstallFacts;
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

  const send = (rows: FakeRow[], wave: number, at: number) =>
    rows
      .filter((row) => row.wave === wave && row.state === 'QUEUED')
      .forEach((row) => Object.assign(row, { state: 'PENDING', dueAt: at + answerDelayMs(row.terminalId, DELAY_MS) }));

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
      if (verdict.next === 'stop')
        Object.assign(summary, { state: 'STOPPED', stopReason: verdict.reason as StopReason });
      else if (verdict.next === 'complete') summary.state = 'COMPLETED';
      else {
        summary.currentWave = verdict.wave;
        send(rows, verdict.wave, now);
        answers.push(...answerDue(rows, now));
      }
    }
    await applyFakeAnswers(provider, install.facts, answers);
    const counts = { QUEUED: 0, PENDING: 0, DONE: 0, FAILED: 0 };
    rows.forEach((row) => (counts[row.state] += 1));
    const waves = Array.from({ length: waveCount }, (_, index) => {
      const of = rows.filter((row) => row.wave === index + 1);
      const n = (state: string) => of.filter((row) => row.state === state).length;
      return {
        wave: index + 1,
        size: of.length,
        queued: n('QUEUED'),
        pending: n('PENDING'),
        done: n('DONE'),
        failed: n('FAILED'),
        failureRate: failureRate(n('DONE'), n('FAILED')),
      };
    });
    return { ...summary, counts, waves, total: rows.length, waitingBatch: 0 };
  };

  return {
    installImpact: async (_, { request }) => ({ data: (await plan(request)).impact }),
    sendInstall: async (_, { request }) => {
      const { subject, reached, impact } = await plan(request);
      if (!reached.length) throw fakeRefusal(400, 'TM-0007');
      if (impact.code && !request.confirmPartial) throw fakeRefusal(400, impact.code);
      const id = installs.size + 1;
      const waves = waveOfEach(impact.waves);
      const holders = request.operation === 'uninstall' ? await fakeHolders(provider, subject.items) : null;
      const rows: FakeRow[] = reached.map((terminal, index) => {
        const notInstalled = holders !== null && !holders.has(terminal.id);
        const outcome = installOutcome({ ...terminal, waitsForBatch: false, notInstalled }, 1);
        return {
          terminalId: terminal.id,
          serialNumber: terminal.serialNumber,
          modelName: terminal.modelName,
          wave: waves[index],
          state: 'QUEUED',
          reason: null,
          attempt: 1,
          completedAt: null,
          outcome: outcome.state === 'DONE' ? 'DONE' : outcome.reason,
          dueAt: null,
        };
      });
      send(rows, 1, Date.now());
      const createdAt = new Date().toISOString();
      installs.set(id, {
        rows,
        resumedWave: 0,
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
    getInstall: async (_, { id }) => ({ data: await settled(id) }),
    getInstallTargets: async (_, { id, state, start, end }) => {
      await settled(id);
      const order = { FAILED: 0, PENDING: 1, QUEUED: 2, DONE: 3 };
      const rows = (installs.get(id)?.rows ?? [])
        .filter((row) => !state || row.state === state)
        .sort((a, b) => order[a.state] - order[b.state] || a.serialNumber.localeCompare(b.serialNumber));
      const data = rows.slice(start, end + 1).map(({ outcome: _outcome, dueAt: _due, ...row }) => row);
      return { data, total: rows.length };
    },
    retryInstall: async (_, { id }) => {
      const now = Date.now();
      const install = installs.get(id);
      const holders =
        install?.facts.operation === 'uninstall' ? await fakeHolders(provider, install.facts.items) : null;
      (install?.rows ?? [])
        .filter((row) => row.state === 'FAILED')
        .forEach((row) => {
          const outcome = installOutcome(
            {
              id: row.terminalId,
              online: row.reason !== 'OFFLINE',
              waitsForBatch: false,
              notInstalled: holders !== null && !holders.has(row.terminalId),
            },
            row.attempt + 1,
          );
          Object.assign(row, {
            state: 'PENDING',
            reason: null,
            attempt: row.attempt + 1,
            outcome: outcome.state === 'DONE' ? 'DONE' : outcome.reason,
            dueAt: now + answerDelayMs(row.terminalId, DELAY_MS),
          });
        });
      return { data: await settled(id) };
    },
    resumeInstall: async (_, { id }) => {
      const install = installs.get(id);
      if (!install || install.summary.state !== 'STOPPED') throw fakeRefusal(409, 'GM-0010');
      Object.assign(install.summary, { state: 'RUNNING', stopReason: null });
      install.resumedWave = install.summary.currentWave;
      return { data: await settled(id) };
    },
  };
};
