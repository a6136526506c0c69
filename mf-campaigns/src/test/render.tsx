/** Renders a page the way the shell does: shared-ui's providers around a memory router. */
import 'shared-ui/test-setup';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from 'shared-ui';

// The machines running these tests are shared and slow: give async queries room.
configure({ asyncUtilTimeout: 5000 });

export function renderPage(
  element: ReactElement,
  { path = '/', url }: { path?: string; url?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: [url ?? path] },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
