/** Test helper: renders a page inside the shared providers and a memory router at `path`. */
import 'shared-ui/test-setup';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { vi } from 'vitest';

// antd pages in happy-dom are slow on a busy machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

/** userEvent without per-keystroke timers. */
export const user = userEvent.setup({ delay: null });

export function renderPage(path: string, pattern: string, page: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: <p>otra página</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
