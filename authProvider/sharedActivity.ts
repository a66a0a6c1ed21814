/** Where every tab notes the user's last activity (epoch milliseconds, as text). */
export const LAST_ACTIVITY_KEY = 'console.lastActivity';

/** At most one note of activity per this many milliseconds and tab: the idle time is 15 minutes. */
export const ACTIVITY_SHARE_MS = 1000;

/** The last activity of the user in any tab of the console. */
export interface ActivityLog {
  /** When the user was last active anywhere (epoch ms), 0 when nothing is noted. */
  last: () => number;
  /** Notes activity at `time`. */
  record: (time: number) => void;
}

/** A log only this timer sees (a single tab, tests). */
export const memoryActivityLog = (): ActivityLog => {
  let last = 0;
  return {
    last: () => last,
    record: (time) => {
      last = time;
    },
  };
};

/**
 * The log in the storage every tab shares (localStorage): activity in one tab keeps the others
 * from warning, and a 'stay logged in' in one closes the warning in the others. Other tabs hear
 * of each note through the `storage` event (see `isActivityChange`).
 */
export const storageActivityLog = (
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  key: string = LAST_ACTIVITY_KEY,
): ActivityLog => ({
  last: () => {
    const time = Number(storage.getItem(key));
    return Number.isFinite(time) ? time : 0;
  },
  record: (time) => storage.setItem(key, String(time)),
});

/** Whether a `storage` event (another tab's write) is a note of activity. */
export const isActivityChange = (event: Pick<StorageEvent, 'key'>, key: string = LAST_ACTIVITY_KEY) =>
  event.key === key || event.key === null;
