/**
 * Server state: the one TanStack Query client of the page. It lives in shared-ui's stateful entry,
 * which Module Federation shares as a singleton like the session store, so the shell and every
 * remote read and invalidate one cache (a save in one area refreshes the lists of another).
 * Hooks pass it explicitly (`useQuery(options, queryClient)`): no provider has to wrap a remote
 * that runs alone.
 */
import { QueryClient } from '@tanstack/react-query';
import type { AxiosRequestConfig } from 'axios';
import { ApiError, http } from './api';
import { useConnectionStore } from './connection';
import { useSessionStore } from './store';

/** A list's rows are fresh this long; after it, a remount or a refocus refreshes them in the background. */
const FRESH_MS = 30_000;

/**
 * One retry, half a second later, for what may pass (no answer, a 5xx); none for an answer that
 * will not change (4xx): 'Reintentar' is the user's way to try again after that.
 */
const retry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status !== null && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: FRESH_MS, retry, retryDelay: 500, refetchOnWindowFocus: false },
  },
});

// 'Reintentar' and the connection coming back (useConnectionStore.reloads) refresh every query on
// screen, as they reload every page that loads its data with useResource.
useConnectionStore.subscribe((state, previous) => {
  if (state.reloads !== previous.reloads) void queryClient.invalidateQueries();
});

/** The first key of every query over a list: `['list', '/products', ...]`. */
export const LIST_KEY = 'list';

/** Writes that change no list anyone reads: a browser's error report. */
const changesNoList = (url: string | undefined) => url?.startsWith('/client-errors') ?? false;

// Any write that went through (a form saved, a row removed, a file imported, in any area) may
// change any list, this area's or another's pickers: every list is stale from then on. Those on
// screen refetch now; the others when next shown, never from a cache the write made old.
http.interceptors.response.use((response) => {
  const method = (response.config.method ?? 'get').toLowerCase();
  if (!['get', 'head', 'options'].includes(method) && !changesNoList(response.config.url)) {
    void queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
  }
  return response;
});

// Another session (signed out, or someone else signed in) must not see a list the last one read.
useSessionStore.subscribe((state, previous) => {
  if (state.session?.token !== previous.session?.token) queryClient.clear();
});

/**
 * Marks every window and count of the list at `path` stale, and refetches those on screen;
 * resolves once they are in. A reload already under way is joined, not asked again: after a
 * write it is the one the write started (above), which a page then waits for.
 */
export const invalidateList = (path: string) =>
  queryClient.invalidateQueries({ queryKey: [LIST_KEY, path] }, { cancelRefetch: false });

/** One window of a list: its rows and the total the query matches (`X-Total-Count`). */
export interface ListWindow<T> {
  rows: T[];
  total: number;
}

/** `GET path?params&_start&_end`: a window of the list. Without `X-Total-Count` the rows are all of it. */
export async function fetchWindow<T>(
  path: string,
  params: Record<string, string | undefined>,
  start: number,
  end: number,
  config?: AxiosRequestConfig,
): Promise<ListWindow<T>> {
  const response = await http.get<T[]>(path, {
    ...config,
    params: { ...defined(params), _start: start, _end: end },
  });
  const header = Number(response.headers['x-total-count']);
  const total = Number.isFinite(header) ? header : start + response.data.length;
  return { rows: response.data, total };
}

/** `GET path/counts?_by=field&params`: how many rows match, per value of the field as text. */
export async function fetchCounts(
  path: string,
  by: string,
  params: Record<string, string | undefined>,
  config?: AxiosRequestConfig,
): Promise<Record<string, number>> {
  const response = await http.get<{ total: number; by?: Record<string, number> }>(
    `${path}/counts`,
    { ...config, params: { ...defined(params), _by: by } },
  );
  return response.data.by ?? {};
}

/** The parameters with a value: an empty search or filter is no parameter at all. */
export const defined = (params: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== ''),
  ) as Record<string, string>;
