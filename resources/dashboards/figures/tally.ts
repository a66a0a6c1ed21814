import type { BoardBar } from '../boards';

/** How many rows fall under each key, in the order of `keys` first (zeros kept), then the others by count. */
export const tally = <T>(
  rows: readonly T[],
  keyOf: (row: T) => string | null | undefined,
  keys: readonly string[] = [],
) => {
  const counts = new Map<string, number>(keys.map((key) => [key, 0]));
  rows.forEach((row) => {
    const key = keyOf(row);
    if (key === null || key === undefined || key === '') return;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  const fixed = keys.map((key) => ({ key, value: counts.get(key) ?? 0 }));
  const others = [...counts.entries()]
    .filter(([key]) => !keys.includes(key))
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  return [...fixed, ...others];
};

/** The `limit` largest, labelled by their own names (data values, not translated keys). */
export const topNamed = (bars: readonly { key: string; value: number }[], limit: number): BoardBar[] =>
  [...bars]
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key))
    .slice(0, limit)
    .map((bar) => ({ ...bar, label: bar.key }));

export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export const round2 = (value: number) => Math.round(value * 100) / 100;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** The UTC day (YYYY-MM-DD) `days` days before `now`. */
export const dayBefore = (now: number, days: number) => new Date(now - days * DAY_MS).toISOString().slice(0, 10);
