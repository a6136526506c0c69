/** A fake API for page tests: an axios adapter on shared-ui's client that answers from handlers and records calls. */
import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { http } from 'shared-ui/session';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Reply = [status: number, body?: unknown];
type Handler = (call: Call) => Reply | Promise<Reply>;

/** Handlers keyed 'GET /campaings' or 'PATCH /campaings/:id' (':id' matches a number). */
export function fakeApi(handlers: Record<string, Handler | Reply>) {
  const calls: Call[] = [];
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method, path] = key.split(' ') as [string, string];
    const pattern = new RegExp(`^${path.replace(/:\w+/g, '\\d+')}$`);
    return { method, pattern, handler };
  });

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call = { method, url, body };
    calls.push(call);
    const route = routes.find((r) => r.method === method && r.pattern.test(url));
    const [status, data] = route
      ? typeof route.handler === 'function'
        ? await route.handler(call)
        : route.handler
      : [404, { message: 'Recurso no encontrado' }];
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        undefined,
        config,
        {},
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;

  return {
    calls,
    /** The calls other than GETs: what the page changed. */
    writes: () => calls.filter((c) => c.method !== 'GET'),
  };
}
