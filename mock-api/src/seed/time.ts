/** Date helpers and a seeded random generator for deterministic seed data. */

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of `now` moved by `days` (UTC). */
export const isoDate = (now: Date, days = 0) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** An ISO timestamp `days` before `now`. */
export const daysAgo = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * Gives rows (listed oldest first) ids 1..n and createdAt timestamps `stepDays` apart
 * ending at `endDaysAgo`, and returns them newest first, as the lists serve them.
 */
export const stamp = <T extends object>(
  rows: T[],
  now: Date,
  stepDays = 1,
  endDaysAgo = 0,
): (T & { id: number; createdAt: string })[] =>
  rows
    .map((row, i) => ({
      id: i + 1,
      ...row,
      createdAt: daysAgo(now, endDaysAgo + (rows.length - 1 - i) * stepDays),
    }))
    .reverse();

/** mulberry32: a small deterministic PRNG returning floats in [0, 1). */
export const random = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
