// The server notice, fetched the first time a public form needs it.
import { lazy, Suspense } from 'react';

const ServerNotice = lazy(() => import('./ServerNotice'));

export function LazyServerNotice() {
  return (
    <Suspense fallback={null}>
      <ServerNotice />
    </Suspense>
  );
}
