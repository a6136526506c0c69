// What mf-settings exposes as `./area`: its description and its routes, written from the site root.
// Each page is its own chunk, loaded by the route's `lazy` before the route shows (lazyPage).
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'shared-ui';
import type { RemoteArea } from 'shared-ui/types';
import { area } from './area';

export const routes: RouteObject[] = [
  {
    path: 'configuracion',
    children: [{ index: true, lazy: lazyPage(() => import('./pages/settings/SettingsPage')) }],
  },
];

export default { ...area, routes } satisfies RemoteArea;
