// What mf-campaigns exposes as `./area`: its description and its routes, written from the site root.
// Each page is its own chunk, loaded by the route's `lazy` before the route shows (lazyPage).
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'shared-ui';
import type { RemoteArea } from 'shared-ui/types';
import { area } from './area';

export const routes: RouteObject[] = [
  {
    path: 'campaigns',
    children: [
      { path: 'crear', lazy: lazyPage(() => import('./pages/campaigns/CampaignCreate')) },
      { path: 'gestionar', lazy: lazyPage(() => import('./pages/campaigns/CampaignList')) },
      // A static segment: it wins over ':id', so 'perfiles' is never read as an id.
      {
        path: 'gestionar/editar/perfiles',
        lazy: lazyPage(() => import('./pages/campaigns/CampaignProfiles')),
      },
      {
        path: 'gestionar/editar/:id',
        lazy: lazyPage(() => import('./pages/campaigns/CampaignEdit')),
      },
      {
        path: 'resultados',
        lazy: lazyPage(() => import('./pages/campaigns/CampaignNoInformation'), {
          title: 'Resultados',
        }),
      },
      {
        path: 'historico',
        lazy: lazyPage(() => import('./pages/campaigns/CampaignNoInformation'), {
          title: 'Histórico',
        }),
      },
      {
        path: 'datos',
        lazy: lazyPage(() => import('./pages/campaigns/CampaignNoInformation'), {
          title: 'Datos contables',
        }),
      },
    ],
  },
];

export default { ...area, routes } satisfies RemoteArea;
