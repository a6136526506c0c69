/** The one session store of the whole page (shared-ui is a Module Federation singleton). */
import { create } from 'zustand';
import { SESSION_KEY } from '../constants';
import type { LoginResponse, SessionAccess, SessionUser } from '../types';

export { SESSION_KEY };

export interface Session extends Partial<SessionAccess> {
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
  signIn: (response: LoginResponse | Session, remember: boolean) => void;
  /** Clears every stored trace of the session; `expired` when the API rejected its token. */
  signOut: (reason?: SessionEnd) => void;
  /**
   * Takes what the API says the user may do now (GET /auth/me), where the session is kept; false
   * when nothing changed.
   */
  updateAccess: (access: SessionAccess) => boolean;
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

export const useSessionStore = create<SessionState>((set, get) => ({
  session: readStoredSession(),
  ended: null,
  signIn: ({ token, user, role, roles, permissions, mustChangePassword }, remember) => {
    const session: Session = { token, user, role, roles, permissions, mustChangePassword };
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
  updateAccess: ({ roles, permissions, mustChangePassword }) => {
    const { session } = get();
    if (!session) return false;
    const same =
      JSON.stringify([session.roles, session.permissions, session.mustChangePassword]) ===
      JSON.stringify([roles, permissions, mustChangePassword]);
    if (same) return false;
    const updated: Session = { ...session, roles, permissions, mustChangePassword };
    for (const storage of storages()) {
      if (storage.getItem(SESSION_KEY)) storage.setItem(SESSION_KEY, JSON.stringify(updated));
    }
    set({ session: updated });
    return true;
  },
}));

export const getToken = (): string | null => useSessionStore.getState().session?.token ?? null;

export const useSession = () => useSessionStore((s) => s.session);

/**
 * Whether the session may do `permission` (shared-ui/permissions: 'campaigns.create'). Nothing
 * without a session, nor while its permissions are not known yet (a session stored before they
 * existed, until GET /auth/me answers), nor while its temporary password is to be changed.
 */
export const can = (session: Session | null, permission: string): boolean =>
  !!session && !session.mustChangePassword && (session.permissions ?? []).includes(permission);

/** The same for the current session, re-rendering when its permissions change. */
export const useCan = (): ((permission: string) => boolean) => {
  const session = useSession();
  return (permission) => can(session, permission);
};
