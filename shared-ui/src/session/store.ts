/** The one session store of the whole page (shared-ui is a Module Federation singleton). */
import { create } from 'zustand';
import { SESSION_KEY } from '../constants';
import type { LoginResponse, SessionUser } from '../types';

export { SESSION_KEY };

export interface Session {
  token: string;
  user: SessionUser;
  role: string;
}

/** Why the last session ended: signed out ('user', here or in another tab) or rejected by the API. */
export type SessionEnd = 'user' | 'expired';

interface SessionState {
  session: Session | null;
  /** How the last session of this tab ended; null while signed in or before any session. */
  ended: SessionEnd | null;
  /** Stores the session: localStorage when `remember`, else sessionStorage (lasts for the tab). */
  signIn: (response: LoginResponse, remember: boolean) => void;
  /** Clears every stored trace of the session; `expired` when the API rejected its token. */
  signOut: (reason?: SessionEnd) => void;
}

const storages = (): Storage[] =>
  typeof window === 'undefined' ? [] : [window.localStorage, window.sessionStorage];

const isSession = (value: unknown): value is Session => {
  const v = value as Partial<Session> | null;
  return (
    !!v &&
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    !!v.user &&
    typeof v.role === 'string'
  );
};

/** Reads a stored session, preferring the remembered one; corrupt entries are discarded. */
export const readStoredSession = (): Session | null => {
  for (const storage of storages()) {
    const raw = storage.getItem(SESSION_KEY);
    if (!raw) continue;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isSession(parsed)) return parsed;
    } catch {
      // fall through: a corrupt entry is removed below
    }
    storage.removeItem(SESSION_KEY);
  }
  return null;
};

export const useSessionStore = create<SessionState>((set) => ({
  session: readStoredSession(),
  ended: null,
  signIn: ({ token, user, role }, remember) => {
    const session = { token, user, role };
    for (const storage of storages()) storage.removeItem(SESSION_KEY);
    (remember ? window.localStorage : window.sessionStorage).setItem(
      SESSION_KEY,
      JSON.stringify(session),
    );
    set({ session, ended: null });
  },
  signOut: (reason = 'user') => {
    for (const storage of storages()) storage.removeItem(SESSION_KEY);
    // Only a session that existed can expire; without one, the reason stays what it was.
    set((state) => ({ session: null, ended: state.session ? reason : state.ended }));
  },
}));

export const getToken = (): string | null => useSessionStore.getState().session?.token ?? null;

export const useSession = () => useSessionStore((s) => s.session);
