// What the tab says about its areas' releases, at the foot of every page: the areas missing while
// /remotes.json cannot be read (with 'Reintentar'), an area taken from a developer's server while
// the override is on (with the way to turn it off), and a newer release of the area on screen,
// which only a reload brings (leaving the area and coming back does too).
// Drawn only when there is something to say: the bar and its styles load then.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { DataRouter } from 'react-router-dom';
import { useSession } from 'shared-ui/session';
import { areaLabel, type RemoteRegistry, remoteFor } from 'federation-contract';
import { recovery, releases } from 'shared-ui/texts';
import type { RemoteHost } from './host';
import { useLoadedRegistry, useRegistryUnavailable, useRemoteHost } from './hostContext';
import type { Notice } from './NoticeBar';
import { activeOverrides, setOverride } from './overrides';

const NoticeBar = lazy(() => import('./NoticeBar'));

const reload = () => window.location.reload();

/** The notices for `pathname` with `registry` (exported for its unit test). */
export function notices(host: RemoteHost, registry: RemoteRegistry, pathname: string): Notice[] {
  const found: Notice[] = [];
  const overridden = activeOverrides(host);
  for (const [name, origin] of overridden) {
    found.push({
      key: `override:${name}`,
      kind: 'override',
      text: releases.override(areaLabel(name, registry), origin),
      action: releases.turnOff,
      onAction: () => {
        setOverride(name, null);
        reload();
      },
    });
  }
  const owner = remoteFor(pathname, registry);
  if (owner && !overridden.has(owner[0]) && host.runsOtherThan(owner[0], owner[1].entry)) {
    found.push({
      key: 'update',
      kind: 'update',
      text: releases.newVersion,
      action: releases.update,
      onAction: reload,
    });
  }
  return found;
}

/**
 * The areas are missing: /remotes.json could not be read. 'Reintentar' reads it again; once it
 * answers, an area's page on screen comes back in place of the error (reopenWhenRegistryReturns).
 */
const registryNotice = (host: RemoteHost): Notice => ({
  key: 'registry',
  kind: 'registry',
  text: releases.registryUnavailable,
  action: recovery.retry,
  onAction: () => void host.refresh(0),
});

export function Notices({ router }: { router: DataRouter }) {
  const host = useRemoteHost();
  const registry = useLoadedRegistry();
  const registryDown = useRegistryUnavailable();
  const session = useSession();
  // The areas matter with a session only (the public pages have none).
  const unavailable = registryDown && session !== null;
  const [pathname, setPathname] = useState(router.state.location.pathname);
  // Effects run after the RouterProvider's own subscription (a layout effect), which must be the
  // router's first: it hands its first state to its first subscriber only.
  useEffect(() => router.subscribe((state) => setPathname(state.location.pathname)), [router]);
  useEffect(() => host.followNavigations(router), [host, router]);
  useEffect(() => host.reopenWhenRegistryReturns(router), [host, router]);
  const shown = [
    ...(unavailable ? [registryNotice(host)] : []),
    ...(registry ? notices(host, registry, pathname) : []),
  ];
  if (!shown.length) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBar notices={shown} />
    </Suspense>
  );
}
