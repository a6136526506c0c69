/**
 * Mounts a remote on its own (its dev server, no shell) at the same URLs as in the shell:
 * the same providers, and a sign-in card when there is no session, since every call needs a token.
 */
import { StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { refreshAccess, useSession } from 'shared-ui/session';
import { AppProviders } from '../components/AppProviders';
import { ConnectionBanner } from '../components/ConnectionBanner';
import { PageLoader } from '../components/states';
import { UnsavedChangesPrompt } from '../forms/UnsavedChangesPrompt';
import { StandaloneSignIn } from './StandaloneSignIn';

/** Returns the React root, so a test can unmount it (the page itself never does). */
export function mountStandalone(routes: RouteObject[], home: string) {
  const router = createBrowserRouter([
    { path: '/', element: <Navigate to={home} replace /> },
    { element: <StandaloneFrame />, children: routes },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AppProviders>
        <SessionGate>
          <Suspense fallback={<PageLoader />}>
            <RouterProvider router={router} />
          </Suspense>
        </SessionGate>
      </AppProviders>
    </StrictMode>,
  );
  return root;
}

/** What the shell's layout adds around every page and a remote alone needs too. */
function StandaloneFrame() {
  return (
    <>
      <UnsavedChangesPrompt />
      <ConnectionBanner />
      <Outlet />
    </>
  );
}

function SessionGate({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const token = session?.token;
  // As the shell does: what the session may do now, asked at once (a session stored before it
  // carried permissions shows its buttons then) and again whenever the tab comes back.
  useEffect(() => {
    if (!token) return;
    void refreshAccess();
    const onFocus = () => void refreshAccess();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [token]);
  return session ? children : <StandaloneSignIn />;
}
