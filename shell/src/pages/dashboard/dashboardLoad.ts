// The dashboard's data. A navigation to /dashboard asks for it at once (the route's loader runs
// beside the download of the page's code and of antd), and the page takes that request when it
// mounts instead of starting its own after everything has loaded: the figures come sooner.
import { api, useSessionStore } from 'shared-ui/session';
import type { Campaign, InboundGraphPoint } from 'shared-ui/types';

export type DashboardData = [Campaign[], InboundGraphPoint[]];

const load = (): Promise<DashboardData> =>
  Promise.all([api.get<Campaign[]>('/campaings'), api.get<InboundGraphPoint[]>('/inbound-graph')]);

/** A request started ahead of the page, taken at most once, and only while it is fresh. */
let ahead: { request: Promise<DashboardData>; at: number } | null = null;
const FRESH_MS = 10_000;

/**
 * The route's loader: starts the request (with a session only: without one, the layout redirects;
 * nor while its temporary password is to be changed, which the API allows alone).
 */
export function loadDashboardAhead(): null {
  const session = useSessionStore.getState().session;
  if (!session || session.mustChangePassword) return null;
  const request = load();
  // Whoever takes it reports a failure; one never taken must not be an unhandled rejection.
  request.catch(() => undefined);
  ahead = { request, at: Date.now() };
  return null;
}

/** The page's load: the request started by the route when there is a fresh one, else a new one. */
export function loadDashboard(): Promise<DashboardData> {
  const started = ahead;
  ahead = null;
  if (started && Date.now() - started.at < FRESH_MS) return started.request;
  return load();
}
