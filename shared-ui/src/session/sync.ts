/**
 * Every open tab follows the session: signing out in one signs out all, and signing in in one
 * is picked up by the others (a tab-only session too: it is handed over, not read from storage).
 */
import { type Session, useSessionStore } from './store';
import type { SessionAccess } from '../types';

type SessionMessage =
  | { type: 'signIn'; session: Session; remember: boolean }
  | { type: 'signOut' }
  | { type: 'access'; token: string; access: SessionAccess };

const CHANNEL = 'bo.session';

const channel: BroadcastChannel | null =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

/** Tells the other tabs what happened in this one. */
export function broadcastSession(message: SessionMessage): void {
  channel?.postMessage(message);
}

/**
 * Applies another tab's sign-in, sign-out or news of the session's permissions (a change of roles
 * one tab learnt of) here, without telling the others again.
 */
export function applySessionMessage(message: SessionMessage): void {
  const store = useSessionStore.getState();
  if (message.type === 'signOut') {
    if (store.session) store.signOut('user');
    return;
  }
  if (message.type === 'access') {
    if (store.session?.token === message.token) store.updateAccess(message.access);
    return;
  }
  if (store.session?.token === message.session.token) return;
  store.signIn(message.session, message.remember);
}

channel?.addEventListener('message', (event: MessageEvent<SessionMessage>) => {
  const message = event.data;
  if (message && ['signIn', 'signOut', 'access'].includes(message.type))
    applySessionMessage(message);
});
