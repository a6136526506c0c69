// Route guards. They react to the session store, so a sign-out (or the API's 401) redirects at once.
// Kept free of antd: the public pages load this file.
import { Navigate, Outlet, useLocation, useMatches, useSearchParams } from 'react-router-dom';
import { useSession, useSessionStore } from 'shared-ui/session';
import { HOME, loginPathFor, REDIRECT_PARAM, safeRedirect } from './redirect';
import { useScrollToTop } from './scrollToTop';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  /** Shown without a session too (the 404 page), instead of sending the visitor to `/`. */
  anonymous?: boolean;
}

/** Where a signed-in visitor of a public page goes: the page named by `?redirect=`, or the dashboard. */
export function useAfterSignIn(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get(REDIRECT_PARAM)) ?? HOME;
}

/**
 * Parent route of `/`, `/registro` and `/recuperar-clave`: with a session (signed in here or in
 * another tab) they lead on to the page to return to.
 */
export function PublicOnly() {
  const session = useSession();
  const next = useAfterSignIn();
  useScrollToTop();
  return session ? <Navigate to={next} replace /> : <Outlet />;
}

/** Whether the deepest matched route lets visitors without a session see it. */
export function useAnonymousAllowed(): boolean {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  return (leaf?.handle as RouteHandle | undefined)?.anonymous === true;
}

/**
 * Without a session a private page sends the visitor to the login, which brings them back here
 * after signing in; not after signing out (here or in another tab): that was a way out.
 */
export function RedirectToLogin() {
  const location = useLocation();
  const signedOut = useSessionStore((s) => s.ended === 'user');
  return <Navigate to={signedOut ? '/' : loginPathFor(location)} replace />;
}
