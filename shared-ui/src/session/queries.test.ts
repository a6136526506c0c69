import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../types';
import { http } from './api';
import { LIST_KEY, queryClient } from './queries';
import { useSessionStore } from './store';

const replyWith =
  (status: number): AxiosAdapter =>
  async (config) => {
    const response = { data: {}, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', String(status), config, null, response);
    }
    return response;
  };

const PROFILES = [LIST_KEY, '/profiles', { q: 'Ana' }, 0];
const PRODUCTS = [LIST_KEY, '/products', {}, 0];
const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

describe('the lists cache', () => {
  const original = http.defaults.adapter;
  beforeEach(() => {
    useSessionStore
      .getState()
      .signIn({ token: 'uno', user: {}, role: 'client' } as LoginResponse, false);
    // Two lists read a moment ago: fresh for another 30 seconds.
    queryClient.setQueryData(PROFILES, { rows: [{ id: 3, lastName: 'Pérez' }], total: 1 });
    queryClient.setQueryData(PRODUCTS, { rows: [], total: 0 });
  });
  afterEach(() => {
    http.defaults.adapter = original;
    queryClient.clear();
  });

  it('is stale, every list of it, once a write goes through: a form saved shows in the lists', async () => {
    http.defaults.adapter = replyWith(200);
    await http.put('/profiles/3', { lastName: 'Rivas' });
    expect(stale(PROFILES)).toBe(true);
    expect(stale(PRODUCTS)).toBe(true);
  });

  it('stays fresh after reads, refused writes and error reports', async () => {
    http.defaults.adapter = replyWith(200);
    await http.get('/profiles/3');
    await http.post('/client-errors', { area: 'perfiles' });
    http.defaults.adapter = replyWith(400);
    await expect(http.put('/profiles/3', {})).rejects.toBeDefined();
    expect(stale(PROFILES)).toBe(false);
    expect(stale(PRODUCTS)).toBe(false);
  });

  it('is emptied when the session ends or another begins', () => {
    useSessionStore.getState().signOut();
    expect(queryClient.getQueryData(PROFILES)).toBeUndefined();
    queryClient.setQueryData(PRODUCTS, { rows: [{ id: 1 }], total: 1 });
    useSessionStore
      .getState()
      .signIn({ token: 'dos', user: {}, role: 'client' } as LoginResponse, false);
    expect(queryClient.getQueryData(PRODUCTS)).toBeUndefined();
  });
});
