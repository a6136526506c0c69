/** The one session store of the whole page (shared-ui is a Module Federation singleton). */
import { create } from 'zustand';
import type { LoginResponse, SessionUser } from '../types';

export const SESSION_KEY = 'bo.session';

export interface Session {
  token: string;
  user: SessionUser;
  role: string;
}

interface SessionState {
  session: Session | null;
  /** Stores the session: localStorage when `remember`, else sessionStorage (lasts for the tab). */
  signIn: (response: LoginResponse, remember: boolean) => void;
  /** Clears every stored trace of the session. */
  signOut: () => void;
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
  signIn: ({ token, user, role }, remember) => {
    const session = { token, user, role };
    for (const storage of storages()) storage.removeItem(SESSION_KEY);
    (remember ? window.localStorage : window.sessionStorage).setItem(
      SESSION_KEY,
      JSON.stringify(session),
    );
    set({ session });
  },
  signOut: () => {
    for (const storage of storages()) storage.removeItem(SESSION_KEY);
    set({ session: null });
  },
}));

export const getToken = (): string | null => useSessionStore.getState().session?.token ?? null;

export const useSession = () => useSessionStore((s) => s.session);
