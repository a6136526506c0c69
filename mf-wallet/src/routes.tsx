// The routes mf-wallet owns, written from the site root; the shell mounts them at /wallet/*.
// Pages are lazy (React.lazy) so each one is its own chunk; route `lazy`/loaders do not run here.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const WalletPage = lazy(() => import('./pages/wallet/WalletPage'));

const routes: RouteObject[] = [
  {
    // One page for both URLs: /wallet/recargar opens the top-up flow over it, and closing it
    // returns to /wallet without remounting the page (its histories stay loaded).
    path: 'wallet',
    element: <WalletPage />,
    children: [
      { index: true, element: null },
      { path: 'recargar', element: null },
    ],
  },
];

export default routes;
