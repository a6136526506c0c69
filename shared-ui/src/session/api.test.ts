import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from './store';
import type { LoginResponse } from '../types';
import { ApiError, api, http, LIST_WINDOW, onApiError, onLoadFailure } from './api';

let seen: InternalAxiosRequestConfig[] = [];
const replyWith =
  (status: number, data: unknown): AxiosAdapter =>
  async (config) => {
    seen.push(config);
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', String(status), config, null, response);
    }
    return response;
  };

describe('API client', () => {
  const original = http.defaults.adapter;
  beforeEach(() => {
    seen = [];
    useSessionStore
      .getState()
      .signIn({ token: 'abc', user: {}, role: 'client' } as LoginResponse, false);
  });
  afterEach(() => {
    http.defaults.adapter = original;
  });

  it('sends the bearer token', async () => {
    http.defaults.adapter = replyWith(200, [{ id: 1 }]);
    await expect(api.get('/campaings')).resolves.toEqual([{ id: 1 }]);
    expect(seen[0]?.headers.Authorization).toBe('Bearer abc');
  });

  it('reads a whole list window after window, up to its X-Total-Count', async () => {
    const total = LIST_WINDOW * 2 + 5;
    const rows = Array.from({ length: total }, (_, i) => ({ id: total - i }));
    http.defaults.adapter = async (config) => {
      seen.push(config);
      const { _start, _end } = config.params as { _start: number; _end: number };
      const data = rows.slice(_start, _end);
      return {
        data,
        status: 200,
        statusText: '',
        headers: { 'x-total-count': String(total) },
        config,
      };
    };
    await expect(api.all('/products', { params: { since: 'x' } })).resolves.toEqual(rows);
    expect(seen.map((c) => c.params)).toEqual([
      { since: 'x', _start: 0, _end: LIST_WINDOW },
      { since: 'x', _start: LIST_WINDOW, _end: LIST_WINDOW * 2 },
      { since: 'x', _start: LIST_WINDOW * 2, _end: LIST_WINDOW * 3 },
    ]);
  });

  it('stops after one answer without a total (an API before windows)', async () => {
    http.defaults.adapter = replyWith(200, [{ id: 2 }, { id: 1 }]);
    await expect(api.all('/products')).resolves.toEqual([{ id: 2 }, { id: 1 }]);
    expect(seen).toHaveLength(1);
  });

  it('ends the session on a 401', async () => {
    http.defaults.adapter = replyWith(401, { message: 'no' });
    await expect(api.get('/products')).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('reports failed saves to the error modal, with the field messages', async () => {
    const reported: ApiError[] = [];
    const off = onApiError((e) => reported.push(e));
    http.defaults.adapter = replyWith(400, { message: 'Datos inválidos', errors: { name: 'x' } });
    await expect(api.post('/products', {})).rejects.toMatchObject({
      status: 400,
      fieldErrors: { name: 'x' },
    });
    expect(reported).toHaveLength(1);
    off();
  });

  it('leaves failed loads and silent calls to the caller', async () => {
    const reported: ApiError[] = [];
    const off = onApiError((e) => reported.push(e));
    http.defaults.adapter = replyWith(500, {});
    await expect(api.get('/products')).rejects.toBeInstanceOf(ApiError);
    await expect(api.post('/x', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(reported).toHaveLength(0);
    off();
  });

  it('tells of each GET answered 5xx or not at all (a page whose data failed), and nothing else', async () => {
    const failed: [number | null, string][] = [];
    const off = onLoadFailure((error, { method, url }) =>
      failed.push([error.status, `${method} ${url}`]),
    );
    http.defaults.adapter = replyWith(503, {});
    await expect(api.get('/campaings')).rejects.toBeInstanceOf(ApiError);
    http.defaults.adapter = async (config) => {
      const { AxiosError } = await import('axios');
      throw new AxiosError('Network Error', 'ERR_NETWORK', config, {}, undefined);
    };
    await expect(api.get('/products')).rejects.toBeInstanceOf(ApiError);
    http.defaults.adapter = replyWith(404, {});
    await expect(api.get('/products/9')).rejects.toBeInstanceOf(ApiError);
    http.defaults.adapter = replyWith(500, {});
    await expect(api.post('/products', {})).rejects.toBeInstanceOf(ApiError);
    expect(failed).toEqual([
      [503, 'GET /campaings'],
      [null, 'GET /products'],
    ]);
    off();
  });
});
