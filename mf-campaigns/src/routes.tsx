// The routes mf-campaigns owns, written from the site root; the shell mounts them at /campaigns/*.
// Pages are lazy (React.lazy) so each one is its own chunk; route `lazy`/loaders do not run here.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const CampaignList = lazy(() => import('./pages/campaigns/CampaignList'));
const CampaignCreate = lazy(() => import('./pages/campaigns/CampaignCreate'));
const CampaignEdit = lazy(() => import('./pages/campaigns/CampaignEdit'));
const CampaignProfiles = lazy(() => import('./pages/campaigns/CampaignProfiles'));
const CampaignNoInformation = lazy(() => import('./pages/campaigns/CampaignNoInformation'));

const routes: RouteObject[] = [
  {
    path: 'campaigns',
    children: [
      { path: 'crear', element: <CampaignCreate /> },
      { path: 'gestionar', element: <CampaignList /> },
      // A static segment: it wins over ':id', so 'perfiles' is never read as an id.
      { path: 'gestionar/editar/perfiles', element: <CampaignProfiles /> },
      { path: 'gestionar/editar/:id', element: <CampaignEdit /> },
      { path: 'resultados', element: <CampaignNoInformation title="Resultados" /> },
      { path: 'historico', element: <CampaignNoInformation title="Histórico" /> },
      { path: 'datos', element: <CampaignNoInformation title="Datos contables" /> },
    ],
  },
];

export default routes;
