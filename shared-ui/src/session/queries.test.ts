import { QueryObserver } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../types';
import { http } from './api';
import { invalidateList, LIST_KEY, queryClient } from './queries';
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

  it('asks once for a list on screen after a write, when its page also waits for it to reload', async () => {
    http.defaults.adapter = replyWith(200);
    let fetches = 0;
    const onScreen = new QueryObserver(queryClient, {
      queryKey: PRODUCTS,
      queryFn: async () => {
        fetches += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { rows: [], total: 0 };
      },
      staleTime: 30_000,
    });
    const stop = onScreen.subscribe(() => undefined);
    try {
      await http.delete('/products/3');
      // As a list page does after its row action: the reload the write started, not another.
      await invalidateList('/products');
      expect(fetches).toBe(1);
      expect(stale(PRODUCTS)).toBe(false);
    } finally {
      stop();
    }
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
