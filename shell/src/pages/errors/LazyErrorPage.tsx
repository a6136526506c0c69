// The error page as a route errorElement, fetched only when an error happens (keeps antd off `/`).
import { lazy, Suspense } from 'react';

const ErrorPage = lazy(() => import('./ErrorPage'));

export function LazyErrorPage() {
  return (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  );
}
