import { beforeEach, describe, expect, it } from 'vitest';
import { http } from './api';
import type { LoginResponse } from '../types';
import { can, SESSION_KEY, useSessionStore } from './store';
import { applySessionMessage } from './sync';

const response = {
  token: 'tok-1',
  user: { id: 1, firstName: 'Carolina' },
  role: 'client',
} as unknown as LoginResponse;

describe('session across tabs and its end', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useSessionStore.setState({ session: null, ended: null });
  });

  it("picks up another tab's sign-in, keeping a tab-only session for this tab", () => {
    applySessionMessage({ type: 'signIn', session: response, remember: false });
    expect(useSessionStore.getState().session?.token).toBe('tok-1');
    expect(sessionStorage.getItem(SESSION_KEY)).toContain('tok-1');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("follows another tab's sign-out as a sign-out, not an expiry", () => {
    useSessionStore.getState().signIn(response, true);
    applySessionMessage({ type: 'signOut' });
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionStore.getState().ended).toBe('user');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('marks the session expired when the API answers 401', async () => {
    useSessionStore.getState().signIn(response, true);
    const adapter = http.defaults.adapter;
    http.defaults.adapter = async (config) => {
      const error = Object.assign(new Error('401'), {
        isAxiosError: true,
        config,
        response: { status: 401, data: {}, headers: {}, config, statusText: 'Unauthorized' },
      });
      throw error;
    };
    try {
      await expect(http.get('/campaigns')).rejects.toMatchObject({ status: 401 });
    } finally {
      http.defaults.adapter = adapter;
    }
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionStore.getState().ended).toBe('expired');
  });

  it("takes another tab's news of the session's permissions, where the session is kept", () => {
    useSessionStore.getState().signIn({ ...response, permissions: ['campaigns.read'] }, true);
    const access = {
      roles: ['Funcional'],
      permissions: ['campaigns.read', 'campaigns.create'],
      mustChangePassword: false,
    };
    applySessionMessage({ type: 'access', token: 'other-token', access });
    expect(can(useSessionStore.getState().session, 'campaigns.create')).toBe(false);
    applySessionMessage({ type: 'access', token: 'tok-1', access });
    expect(can(useSessionStore.getState().session, 'campaigns.create')).toBe(true);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject(access);
  });

  it('a 401 without a session says nothing about expiry', () => {
    useSessionStore.getState().signOut('expired');
    expect(useSessionStore.getState().ended).toBeNull();
  });
});
