// Route guards. They react to the session store, so a sign-out (or the API's 401) redirects at once.
// Kept free of antd: the public pages load this file.
import { Navigate, Outlet, useMatches } from 'react-router-dom';
import { useSession } from 'shared-ui/session';
import { useScrollToTop } from './scrollToTop';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  /** Shown without a session too (the 404 page), instead of sending the visitor to `/`. */
  anonymous?: boolean;
}

/** Parent route of `/`, `/registro` and `/recuperar-clave`: with a session they lead to the dashboard. */
export function PublicOnly() {
  const session = useSession();
  useScrollToTop();
  return session ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

/** Whether the deepest matched route lets visitors without a session see it. */
export function useAnonymousAllowed(): boolean {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  return (leaf?.handle as RouteHandle | undefined)?.anonymous === true;
}

/** Without a session a private page sends the visitor to the login. */
export function RedirectToLogin() {
  return <Navigate to="/" replace />;
}
