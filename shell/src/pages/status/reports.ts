// The error reports the operators' screen shows: those of the last 24 hours, read from the API.
import type { ClientErrorRecord } from 'shared-ui/schemas';
import { api } from 'shared-ui/session';

/** How far back the screen looks. */
export const WINDOW_MS = 24 * 60 * 60 * 1000;

/** The start of the window that ends at `now`, as the API's `since` takes it (ISO 8601, UTC). */
export const windowStart = (now: number) => new Date(now - WINDOW_MS).toISOString();

/** The reports received at or after `since` (an ISO date-time). */
export const receivedSince = (reports: readonly ClientErrorRecord[], since: string) => {
  const start = Date.parse(since);
  return reports.filter((r) => Date.parse(r.createdAt) >= start);
};

/**
 * GET /client-errors?since=<24 h before now>. Anything older the answer holds (a server that
 * ignores `since`) is left out here too: the counts and the list cover the same 24 hours.
 */
export async function loadRecentReports(now = Date.now()): Promise<ClientErrorRecord[]> {
  const since = windowStart(now);
  const reports = await api.get<ClientErrorRecord[]>('/client-errors', { params: { since } });
  return receivedSince(reports, since);
}
