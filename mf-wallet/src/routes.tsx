// What mf-wallet exposes as `./area`: its description and its routes, written from the site root.
// Each page is its own chunk, loaded by the route's `lazy` before the route shows (lazyPage).
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'shared-ui';
import type { RemoteArea } from 'shared-ui/types';
import { area } from './area';

export const routes: RouteObject[] = [
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

export default { ...area, routes } satisfies RemoteArea;
