// The routes mf-wallet owns, written from the site root; the shell mounts them at /wallet/*.
// Pages are lazy (React.lazy) so each one is its own chunk; route `lazy`/loaders do not run here.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const AreaPlaceholder = lazy(() => import('./placeholder/AreaPlaceholder'));

const routes: RouteObject[] = [
  {
    path: 'wallet',
    children: [{ index: true, element: <AreaPlaceholder title="Wallet" /> }],
  },
];

export default routes;
