// Renders one area of a remote: its routes (loaded on the first visit) matched against the rest of the URL.
import { use } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { areaRoutes, pathInArea, pendingPages } from './areaRoutes';
import { loadRemoteRoutes } from './registry';

interface RemoteRoutesProps {
  remote: string;
  area: string;
}

export function RemoteRoutes({ remote, area }: RemoteRoutesProps) {
  const routes = areaRoutes(use(loadRemoteRoutes(remote)), area);
  const { pathname } = useLocation();
  // Usually loaded already by the area route's loader; otherwise (first load of the site at
  // this URL) the page suspends here until its chunk arrives.
  for (const page of pendingPages(routes, pathInArea(pathname, area))) use(page);
  return useRoutes(routes) ?? <NotFoundPage />;
}
