// The server notice, fetched the first time a public form needs it.
import { lazy, Suspense } from 'react';

const ServerNotice = lazy(() => import('./ServerNotice'));
const SessionExpiredNotice = lazy(() => import('./SessionExpiredNotice'));

export function LazyServerNotice() {
  return (
    <Suspense fallback={null}>
      <ServerNotice />
    </Suspense>
  );
}

/** 'Su sesión expiró…', fetched only after the API ended a session. */
export function LazySessionExpiredNotice() {
  return (
    <Suspense fallback={null}>
      <SessionExpiredNotice />
    </Suspense>
  );
}
