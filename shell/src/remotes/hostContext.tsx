// The remote host, as the shell's components reach it: given once at the root (bootstrap.tsx, or a
// test's render), read with hooks that re-render when a newer registry is read.
import { linkTo, type RemoteRegistry } from 'federation-contract';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { RemoteHost } from './host';

const HostContext = createContext<RemoteHost | null>(null);

export function RemoteHostProvider({ host, children }: { host: RemoteHost; children?: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

/** The page's remote host. */
export function useRemoteHost(): RemoteHost {
  const host = useContext(HostContext);
  if (!host) throw new Error('useRemoteHost() outside a RemoteHostProvider');
  return host;
}

/** The current registry, re-rendering when a newer one is read (a release's new menu entries). */
export function useRegistry(): RemoteRegistry {
  const host = useRemoteHost();
  return useSyncExternalStore(host.subscribe, host.registry);
}

/** The same, or undefined before the first read (outside the private layout). */
export function useLoadedRegistry(): RemoteRegistry | undefined {
  const host = useRemoteHost();
  return useSyncExternalStore(host.subscribe, host.loaded);
}

/** Whether /remotes.json cannot be read now, re-rendering when that changes. */
export function useRegistryUnavailable(): boolean {
  const host = useRemoteHost();
  return useSyncExternalStore(host.subscribe, host.isUnavailable);
}

/** Where a named link goes ('campaigns.create'), or undefined when no remote offers it. */
export function useLinkTo(): (name: string) => string | undefined {
  const registry = useLoadedRegistry();
  return (name) => linkTo(name, registry);
}
