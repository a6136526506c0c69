// Test-only, top of src: part of the variant build that the e2e independence test serves, no page.
// What the variant exposes as `./area`: the products remote's routes plus the new page.
import { lazyPage } from 'shared-ui';
import type { RemoteArea } from 'shared-ui/types';
import { routes as products } from '../../routes';
import { area } from './area';

export default {
  ...area,
  routes: [
    ...products,
    { path: 'productos/novedades', lazy: lazyPage(() => import('./NewsPage')) },
  ],
} satisfies RemoteArea;
