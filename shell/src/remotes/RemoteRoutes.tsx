// Renders one area of a remote: loads `<remote>/routes` on the first visit, then matches the rest of the URL.
import { use, useMemo } from 'react';
import { useRoutes } from 'react-router-dom';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { loadRemoteRoutes } from './registry';
import { scopeToArea } from './scopeToArea';

interface RemoteRoutesProps {
  remote: string;
  area: string;
}

export function RemoteRoutes({ remote, area }: RemoteRoutesProps) {
  const routes = use(loadRemoteRoutes(remote));
  const scoped = useMemo(() => scopeToArea(routes, area), [routes, area]);
  return useRoutes(scoped) ?? <NotFoundPage />;
}
