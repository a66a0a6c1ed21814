interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the task, when the trace has it. */
  tdur?: number;
  pid: number;
  tid: number;
}

/** What Chromium names a main-thread task in the `toplevel` category (it changed across versions). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

/**
 * From a Chromium trace (categories `toplevel` and `blink.user_timing`): the CPU time in ms the
 * renderer's main thread spent in tasks from the trace's start to the task that set the
 * performance mark `mark`, that task included. Steadier than wall time on a shared machine: it
 * leaves out the time the thread waited for the network or for a core.
 */
export const mainThreadBusyUntil = (trace: Buffer, mark: string) => {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const marked = events.find((event) => event.name === mark);
  if (!marked) throw new Error(`The trace holds no mark ${mark}`);
  const tasks = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        TASK_NAMES.has(event.name) &&
        event.pid === marked.pid &&
        event.tid === marked.tid &&
        event.ts <= marked.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let end = 0;
  for (const task of tasks) {
    // Nested tasks (a task run inside another) count once, with their outer task.
    if (task.ts < end) continue;
    busy += task.tdur ?? task.dur ?? 0;
    end = task.ts + (task.dur ?? 0);
  }
  return busy / 1000;
};
