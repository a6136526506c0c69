/** Renders the knowledge routes (routes.tsx, as the shell mounts them) at a URL, inside the app's providers. */
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { routes } from '../routes';

// The machines running these are shared and slow: give lazy pages and antd time to appear.
configure({ asyncUtilTimeout: 5000 });

export function renderApp(url: string) {
  const router = createMemoryRouter([...routes, { path: '/dashboard', element: <p>Inicio</p> }], {
    initialEntries: [url],
  });
  // happy-dom runs no CSS animations, so closing popups would keep `pointer-events: none`.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const view = render(
    <AppProviders>
      <Suspense fallback={<p>Cargando página…</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  );
  return { ...view, router, user };
}
