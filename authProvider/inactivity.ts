import { ACTIVITY_SHARE_MS, memoryActivityLog, type ActivityLog } from './sharedActivity';

/** Idle time when the entity configuration has no usable INACTIVITY_TIME (spec section 9). */
export const DEFAULT_INACTIVITY_MINUTES = 15;
/** The warning's countdown before the session ends (spec section 9). */
export const WARNING_SECONDS = 30;
/** The entity configuration key holding the idle time, in minutes. */
export const INACTIVITY_TIME_KEY = 'INACTIVITY_TIME';
/** The browser events that count as user activity (spec section 4). */
export const ACTIVITY_EVENTS = ['keydown', 'click', 'keypress', 'scroll'] as const;
/** At most one token freshness check per this many milliseconds of activity. */
export const REFRESH_CHECK_INTERVAL_MS = 30_000;

const MINUTE_MS = 60_000;
const SECOND_MS = 1000;

/** The idle time of an entity configuration in milliseconds: INACTIVITY_TIME minutes, 15 by default. */
export const idleTimeMs = (config: Readonly<Record<string, string | undefined>>): number => {
  const minutes = Number(config[INACTIVITY_TIME_KEY]);
  const usable = config[INACTIVITY_TIME_KEY]?.trim() && Number.isFinite(minutes) && minutes > 0;
  return (usable ? minutes : DEFAULT_INACTIVITY_MINUTES) * MINUTE_MS;
};

/** The time and timer functions the inactivity timer uses; tests and other runtimes may pass their own. */
export interface Clock {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** The global clock and timers, looked up at each call so fake timers installed later are honoured. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export type InactivityPhase = 'stopped' | 'idle' | 'warning';

export interface InactivityOptions {
  idleMs: number;
  warningSeconds?: number;
  /** The idle time is over: the warning opens with this many seconds left. */
  onWarn: (secondsLeft: number) => void;
  /** One second of the countdown went by. */
  onTick?: (secondsLeft: number) => void;
  /** The warning closed because the user chose to stay logged in in another tab. */
  onResume?: () => void;
  /** The countdown reached zero: the session must end. */
  onTimeout: () => void;
  /** The last activity of every tab (localStorage in the browser); this timer's own by default. */
  activity?: ActivityLog;
  clock?: Clock;
}

/**
 * The inactivity rule of spec section 4, without React or the DOM: after `idleMs` without
 * activity a warning counts down from 30 seconds and then times out. Activity restarts the idle
 * time; during the warning only an explicit choice (stay logged in) does.
 *
 * The idle time runs from the last activity in any tab (`activity`), so every tab warns at the
 * same moment with the same countdown, activity in one tab keeps the others alive, and a 'stay
 * logged in' anywhere closes the warning everywhere (`sync` when another tab noted activity).
 * Deadlines come from the clock, and timers only wake the check up: a background tab whose
 * timers the browser throttles, or a computer that slept, still ends the session on time.
 */
export const createInactivityTimer = ({
  idleMs,
  warningSeconds = WARNING_SECONDS,
  onWarn,
  onTick,
  onResume,
  onTimeout,
  activity = memoryActivityLog(),
  clock = systemClock,
}: InactivityOptions) => {
  let phase: InactivityPhase = 'stopped';
  let handle: unknown;
  /** This tab's own last note, in case the shared one is lost. */
  let noted = 0;

  const cancel = () => {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = undefined;
  };
  const note = (time: number) => {
    noted = time;
    activity.record(time);
  };
  const warnAt = () => Math.max(noted, activity.last()) + idleMs;
  const endAt = () => warnAt() + warningSeconds * SECOND_MS;
  const secondsLeftAt = (time: number) => Math.max(0, Math.ceil((endAt() - time) / SECOND_MS));
  /** Until the countdown's next whole second. */
  const untilNextSecond = (time: number) => (endAt() - time) % SECOND_MS || SECOND_MS;

  const timeOut = () => {
    phase = 'stopped';
    onTick?.(0);
    onTimeout();
  };

  /** Where the rule stands now: idle until the deadline, then the countdown, then the end. */
  const check = () => {
    cancel();
    if (phase === 'stopped') return;
    const time = clock.now();
    if (time < warnAt()) {
      const resumed = phase === 'warning';
      phase = 'idle';
      handle = clock.setTimeout(check, warnAt() - time);
      if (resumed) onResume?.();
      return;
    }
    const left = secondsLeftAt(time);
    if (left <= 0) return timeOut();
    if (phase === 'warning') onTick?.(left);
    else {
      phase = 'warning';
      onWarn(left);
    }
    handle = clock.setTimeout(check, untilNextSecond(time));
  };

  /** (Re)starts the idle time from now, closing any warning. */
  const start = () => {
    phase = 'idle';
    note(clock.now());
    check();
  };

  return {
    start,
    /**
     * User activity: restarts the idle time, unless the warning is already showing (here or,
     * the deadline being shared, in another tab). Noted at most once per ACTIVITY_SHARE_MS.
     */
    activity: () => {
      if (phase !== 'idle') return;
      const time = clock.now();
      if (time >= warnAt()) return check();
      if (time - noted >= ACTIVITY_SHARE_MS) note(time);
    },
    /** The warning's 'stay logged in': back to a full idle time, in every tab. */
    stayLoggedIn: () => {
      if (phase !== 'stopped') start();
    },
    /** Another tab noted activity: the deadline may have moved (a warning there closed). */
    sync: () => {
      if (phase !== 'stopped') check();
    },
    stop: () => {
      cancel();
      phase = 'stopped';
    },
    phase: (): InactivityPhase => phase,
    secondsLeft: () => (phase === 'warning' ? secondsLeftAt(clock.now()) : undefined),
  };
};

export type InactivityTimer = ReturnType<typeof createInactivityTimer>;

/**
 * Runs `action` at most once per `intervalMs` (the first call runs at once): user activity
 * checks the token's freshness without a check per keystroke.
 */
export const createThrottle = (intervalMs: number, now: () => number = Date.now) => {
  let last = Number.NEGATIVE_INFINITY;
  return (action: () => void) => {
    const time = now();
    if (time - last < intervalMs) return;
    last = time;
    action();
  };
};
