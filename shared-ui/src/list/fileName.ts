/** The name of a list's CSV file, for the screens and the API alike (no DOM, no CSV writer). */

const pad = (n: number) => String(n).padStart(2, '0');

/** 'campanas-2026-11-23.csv': what and when (the local date). */
export const csvFileName = (name: string, date = new Date()) =>
  `${name}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
