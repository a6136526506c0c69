/**
 * Signing in and out, in one place for the shell's login page and a remote's standalone sign-in.
 * The API client's 401 policy ends the session through the same store, and the wallet follows
 * the session (wallet.ts), so every way out leaves the same clean state.
 */
import { api } from './api';
import { getToken, useSessionStore } from './store';
import { broadcastSession } from './sync';
import type { CurrentUser, LoginResponse } from '../types';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Asks the API for a session and keeps it: in localStorage when `remember`, else for the tab.
 * Silent: the caller shows its own message (a wrong password is not the error modal's business).
 */
export async function signIn(credentials: Credentials, remember: boolean): Promise<LoginResponse> {
  const session = await api.post<LoginResponse>(
    '/auth/login',
    // The API gives a tab's session (no 'Recordarme') the shorter idle timeout.
    { username: credentials.username, password: credentials.password, remember },
    { silent: true },
  );
  useSessionStore.getState().signIn(session, remember);
  const { session: kept } = useSessionStore.getState();
  if (kept) broadcastSession({ type: 'signIn', session: kept, remember });
  return session;
}

/** Revokes the token (best effort: the session ends here whatever the API says) and forgets it. */
export function signOut(): void {
  const token = getToken();
  if (token) {
    // The token is passed here because the store is cleared before the request goes out.
    api
      .post('/auth/logout', undefined, {
        silent: true,
        headers: { Authorization: `Bearer ${token}` },
      })
      .catch(() => undefined);
  }
  useSessionStore.getState().signOut();
  broadcastSession({ type: 'signOut' });
}

let refreshing: Promise<void> | null = null;

/**
 * Asks the API what the signed-in user may do now (GET /auth/me) and keeps it: a change of their
 * roles shows at their next navigation, here and in the other tabs. Calls made while one is on
 * its way share it; a 401 (access removed) ends the session, any other failure changes nothing.
 */
export function refreshAccess(): Promise<void> {
  const token = getToken();
  if (!token) return Promise.resolve();
  refreshing ??= api
    .get<CurrentUser>('/auth/me', { silent: true })
    .then(
      ({ roles, permissions, mustChangePassword }) => {
        const access = { roles, permissions, mustChangePassword };
        if (getToken() !== token) return;
        if (useSessionStore.getState().updateAccess(access)) {
          broadcastSession({ type: 'access', token, access });
        }
      },
      (error: unknown) => {
        // Access removed, or the profile deleted: the session has ended (the client leaves
        // 401s of /auth/* to their callers).
        const ended = (error as { status?: unknown } | null)?.status === 401;
        if (ended && getToken() === token) useSessionStore.getState().signOut('expired');
      },
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
