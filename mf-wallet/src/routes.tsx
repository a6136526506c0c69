// The routes mf-wallet owns, written from the site root; the shell mounts them at /wallet/*.
// Each page is its own chunk, loaded by the route's `lazy` before the route shows (lazyPage).
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'shared-ui';

const routes: RouteObject[] = [
  {
    // One page for both URLs: /wallet/recargar opens the top-up flow over it, and closing it
    // returns to /wallet without remounting the page (its histories stay loaded).
    path: 'wallet',
    lazy: lazyPage(() => import('./pages/wallet/WalletPage')),
    children: [
      { index: true, element: null },
      { path: 'recargar', element: null },
    ],
  },
];

export default routes;
