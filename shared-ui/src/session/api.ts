/**
 * The one API client: base URL from the runtime document, bearer token, 401 handling,
 * and failed saves reported to the error modal (SPEC.md section 8).
 */
import axios, { type AxiosRequestConfig, isAxiosError } from 'axios';
import { useConnectionStore } from './connection';
import { getToken, useSessionStore } from './store';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not show the error modal for this request; the caller reports the failure itself. */
    silent?: boolean;
  }
}

/** A failed call, with the server's per-field messages when it sent them. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ErrorListener = (error: ApiError) => void;
const listeners = new Set<ErrorListener>();

/** Subscribes to failed saves (non-GET calls); returns the unsubscribe function. */
export const onApiError = (listener: ErrorListener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** A GET that got no answer or a 5xx: a page's data could not be loaded. */
type LoadFailureListener = (error: ApiError, request: { method: string; url: string }) => void;
const loadFailureListeners = new Set<LoadFailureListener>();

/** Subscribes to failed data loads (GETs answered 5xx or not at all); returns the unsubscribe. */
export const onLoadFailure = (listener: LoadFailureListener) => {
  loadFailureListeners.add(listener);
  return () => {
    loadFailureListeners.delete(listener);
  };
};

export const http = axios.create({
  baseURL: 'http://localhost:4000',
  timeout: 20_000,
  headers: { 'Content-Type': 'application/json' },
});

interface ApiConfig {
  baseURL: string;
}

let pendingConfig: Promise<void> | null = null;

const applyConfig = ({ baseURL }: ApiConfig) => {
  // An empty URL (the runtime document could not be read) keeps the default.
  if (baseURL) http.defaults.baseURL = baseURL;
};

/**
 * Points the client at the API named by the runtime document (remotes.json). Given a promise,
 * requests made before it settles wait for it, so a page can render before the document arrives.
 */
export const configureApi = (config: ApiConfig | Promise<ApiConfig>) => {
  if (!(config instanceof Promise)) {
    applyConfig(config);
    return;
  }
  const pending = config.then(applyConfig, () => undefined);
  pendingConfig = pending;
  void pending.then(() => {
    if (pendingConfig === pending) pendingConfig = null;
  });
};

http.interceptors.request.use(async (config) => {
  if (pendingConfig) {
    await pendingConfig;
    config.baseURL = http.defaults.baseURL;
  }
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

const toApiError = (error: unknown): ApiError => {
  if (!isAxiosError(error)) return new ApiError(String(error), null);
  const data = error.response?.data as { message?: unknown; errors?: unknown } | undefined;
  const fieldErrors =
    data && typeof data.errors === 'object' && data.errors !== null
      ? (data.errors as Record<string, string>)
      : {};
  const message = typeof data?.message === 'string' ? data.message : error.message;
  return new ApiError(message, error.response?.status ?? null, fieldErrors);
};

/** No answer at all: the server or the network is down (a cancelled call is neither). */
const isUnreachable = (error: unknown) =>
  isAxiosError(error) && !error.response && error.code !== 'ERR_CANCELED';

http.interceptors.response.use(
  (response) => {
    useConnectionStore.getState().setUnreachable(false);
    return response;
  },
  (error: unknown) => {
    const apiError = toApiError(error);
    if (isUnreachable(error)) useConnectionStore.getState().setUnreachable(true);
    else if (isAxiosError(error) && error.response)
      useConnectionStore.getState().setUnreachable(false);
    const config: AxiosRequestConfig | undefined = isAxiosError(error) ? error.config : undefined;
    const isLogin = config?.url?.startsWith('/auth/');
    const method = (config?.method ?? 'get').toUpperCase();
    if (
      config &&
      method === 'GET' &&
      (isUnreachable(error) || (apiError.status !== null && apiError.status >= 500))
    ) {
      for (const listener of loadFailureListeners)
        listener(apiError, { method, url: config.url ?? '' });
    }
    if (apiError.status === 401 && !isLogin) {
      useSessionStore.getState().signOut('expired');
    } else if (config && (config.method ?? 'get') !== 'get' && !config.silent) {
      for (const listener of listeners) listener(apiError);
    }
    return Promise.reject(apiError);
  },
);

/**
 * The most rows one answer of a list holds (the API's MAX_WINDOW, mock-api/src/lists/query.ts): a
 * list read without a window gets its first rows only.
 */
export const LIST_WINDOW = 1000;

/**
 * Every row of a list, read window after window until its `X-Total-Count`: the pages that still
 * filter and sort in the browser keep seeing the whole list while they move to windows of their
 * own (issue 47). Rows written between two windows can shift one row over the boundary; the next
 * load shows them right.
 */
async function all<T>(url: string, config?: AxiosRequestConfig): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const params = { ...config?.params, _start: rows.length, _end: rows.length + LIST_WINDOW };
    const response = await http.get<T[]>(url, { ...config, params });
    rows.push(...response.data);
    const total = Number(response.headers['x-total-count']);
    if (!(rows.length < total) || response.data.length === 0) return rows;
  }
}

/** Typed helpers returning the response body. */
export const api = {
  get: <T>(url: string, config?: AxiosRequestConfig) =>
    http.get<T>(url, config).then((r) => r.data),
  /** A whole list, however long, in windows of LIST_WINDOW rows. */
  all,
  post: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    http.post<T>(url, body, config).then((r) => r.data),
  put: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    http.put<T>(url, body, config).then((r) => r.data),
  patch: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    http.patch<T>(url, body, config).then((r) => r.data),
  delete: <T>(url: string, config?: AxiosRequestConfig) =>
    http.delete<T>(url, config).then((r) => r.data),
};
