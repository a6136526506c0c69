import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from './store';
import type { LoginResponse } from '../types';
import { ApiError, api, http, onApiError, onLoadFailure } from './api';

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
