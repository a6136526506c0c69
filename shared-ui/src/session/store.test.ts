import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../types';
import { readStoredSession, SESSION_KEY, useSessionStore } from './store';

const response = {
  token: 'tok-123',
  user: { id: 1, firstName: 'Carolina' },
  role: 'client',
} as unknown as LoginResponse;

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useSessionStore.getState().signOut();
  });

  it('remembered sessions go to localStorage and survive a reload', () => {
    useSessionStore.getState().signIn(response, true);
    expect(localStorage.getItem(SESSION_KEY)).toContain('tok-123');
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(readStoredSession()?.token).toBe('tok-123');
  });

  it('unremembered sessions last for the tab only', () => {
    useSessionStore.getState().signIn(response, false);
    expect(sessionStorage.getItem(SESSION_KEY)).toContain('tok-123');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('sign-out clears every stored trace', () => {
    useSessionStore.getState().signIn(response, true);
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('discards a corrupt stored session', () => {
    localStorage.setItem(SESSION_KEY, '{not json');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
