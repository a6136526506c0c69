// What mf-profiles exposes as `./area`: its description and its routes, written from the site root.
// Each page is its own chunk, loaded by the route's `lazy` before the route shows (lazyPage).
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'shared-ui';
import type { RemoteArea } from 'shared-ui/types';
import { area } from './area';

export const routes: RouteObject[] = [
  {
    path: 'perfiles-roles',
    children: [
      {
        path: 'informacion-de-cuenta',
        lazy: lazyPage(() => import('./pages/account/AccountInfo')),
      },
      { path: 'crear', lazy: lazyPage(() => import('./pages/profiles/ProfileCreate')) },
      { path: 'gestionar', lazy: lazyPage(() => import('./pages/profiles/ProfileList')) },
      { path: 'editar/:id', lazy: lazyPage(() => import('./pages/profiles/ProfileEdit')) },
    ],
  },
];

export default { ...area, routes } satisfies RemoteArea;
