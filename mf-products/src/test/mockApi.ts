/** Test helper: answers the shared client's calls from a route table, through an axios adapter. */
import {
  type AxiosAdapter,
  AxiosError,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { http } from 'shared-ui/session';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Reply = [number, unknown];
/** A fixed reply, or one computed from the request (e.g. echo the body). */
export type Route = Reply | ((call: Call) => Reply | Promise<Reply>);

const original = http.defaults.adapter;

const matches = (pattern: string, call: Call) => {
  const [method, path] = pattern.split(' ');
  const regex = new RegExp(`^${(path ?? '').replace(/:\w+/g, '[^/]+')}$`);
  return method === call.method && regex.test(call.url);
};

/** Installs the routes ('GET /products/:id': [200, {...}]); returns the recorded calls. */
export function mockApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const raw = config.data;
    const body = typeof raw === 'string' && raw !== '' ? JSON.parse(raw) : raw;
    const call = { method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', body };
    calls.push(call);
    const route = Object.entries(routes).find(([pattern]) => matches(pattern, call))?.[1];
    const [status, data] = !route
      ? [404, { message: 'Recurso no encontrado' }]
      : typeof route === 'function'
        ? await route(call)
        : route;
    const response: AxiosResponse = {
      status,
      statusText: String(status),
      data,
      headers: {},
      config,
    };
    if (status >= 400)
      throw new AxiosError(`HTTP ${status}`, String(status), config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}

export const restoreApi = () => {
  http.defaults.adapter = original;
};
