// Test-only, top of src: part of the faulty build that the e2e failure tests serve, no page.
// What the faulty build exposes as `./area`: the products remote's routes plus two pages that
// fail (FaultyPages.tsx), under its own prefix.
import type { RouteObject } from 'react-router-dom';
import type { RemoteArea } from 'shared-ui/types';
import { area } from '../../area';
import { routes as products } from '../../routes';
import { FailsInALoop, FailsToRender } from './FaultyPages';

export const FAULTY_PATHS = { render: '/productos/falla', loop: '/productos/bucle' } as const;

const withFaults = (route: RouteObject): RouteObject =>
  route.path === 'productos' && !route.index
    ? {
        path: route.path,
        children: [
          ...(route.children ?? []),
          { path: 'falla', Component: FailsToRender },
          { path: 'bucle', Component: FailsInALoop },
        ],
      }
    : route;

export const routes = products.map(withFaults);

export default { ...area, routes } satisfies RemoteArea;
