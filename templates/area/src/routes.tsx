// The area mf-marketing exposes as './area': its description and its routes, from the site root.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'shared-ui';
import type { RemoteArea } from 'shared-ui/types';
import { area } from './area';
import { AREA_PATH, SUMMARY_PATH } from './paths';

export const routes: RouteObject[] = [
  {
    path: AREA_PATH.slice(1),
    children: [
      {
        path: SUMMARY_PATH.slice(AREA_PATH.length + 1),
        lazy: lazyPage(() => import('./pages/summary/SummaryPage')),
      },
    ],
  },
];

export default { ...area, routes } satisfies RemoteArea;
