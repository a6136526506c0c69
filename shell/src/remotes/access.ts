// The session's permissions, as the host applies them to the areas: each read of /remotes.json is
// kept as the user may see it (federation-contract's visibleRegistry: an area they may not open is
// left out, so no menu entry, search, link, intent or navigation ever loads its remote), and seen
// again at once when the permissions change (a sign-in, a change of roles learnt at a navigation,
// another tab's news). The layout asks `mayOpenPage` for the 403 page.
import {
  type Allows,
  mayOpen,
  type RegisteredRemote,
  type RemoteRegistry,
  startsWithPath,
  visibleRegistry,
} from 'federation-contract';
import { can, useSessionStore } from 'shared-ui/session';
import { AREA_STATUS_PATH, STATUS_PERMISSION } from '../pages/status/paths';
import type { RemoteHost, RemoteHostPlugin } from './host';

/** The shell's own pages that need a permission. */
const SHELL_PAGES: Record<string, string> = { [AREA_STATUS_PATH]: STATUS_PERMISSION };

export const ACCESS_PLUGIN = 'access';

export interface AccessPlugin extends RemoteHostPlugin {
  registryRead: NonNullable<RemoteHostPlugin['registryRead']>;
  /** The areas the session may not open, as of the last view. */
  forbidden(): Readonly<Record<string, RegisteredRemote>>;
  /** Stops following the session (a test's host). */
  stop(): void;
}

/** What the current session may do. */
export const sessionAllows: Allows = (permission) =>
  can(useSessionStore.getState().session, permission);

/** Whose change makes the registry be seen again. */
const accessKey = () => {
  const session = useSessionStore.getState().session;
  return JSON.stringify([session?.token, session?.permissions, session?.mustChangePassword]);
};

/** The plugin; `allows` reads the session's permissions (the store's by default). */
export function accessPlugin(allows: Allows = sessionAllows): AccessPlugin {
  let seen: { host: RemoteHost; registry: RemoteRegistry } | undefined;
  let forbidden: Record<string, RegisteredRemote> = {};
  const view = (registry: RemoteRegistry) => {
    const visible = visibleRegistry(registry, allows);
    forbidden = visible.forbidden;
    return visible.registry;
  };
  let key = accessKey();
  const stop = useSessionStore.subscribe(() => {
    const now = accessKey();
    if (now === key) return;
    key = now;
    if (seen) seen.host.retake(view(seen.registry));
  });
  return {
    name: ACCESS_PLUGIN,
    registryRead({ host, registry }) {
      seen = { host, registry };
      return view(registry);
    },
    forbidden: () => forbidden,
    stop,
  };
}

const pluginOf = (host: RemoteHost) =>
  host.plugins.find((plugin): plugin is AccessPlugin => plugin.name === ACCESS_PLUGIN);

/** Whether `path` is an area's page, of an area in view or of one the session may not open. */
export function isAreaPath(host: RemoteHost, path: string): boolean {
  const owned = (remotes: Record<string, RegisteredRemote>) =>
    Object.values(remotes).some((remote) =>
      remote.prefixes.some((prefix) => startsWithPath(path, prefix)),
    );
  return owned(host.loaded()?.remotes ?? {}) || owned(pluginOf(host)?.forbidden() ?? {});
}

/**
 * Whether the session may open `path`: not a page of an area it may not open at all, nor a page
 * whose own permission it lacks, nor a shell page it lacks the permission of ('Estado de las
 * áreas'). A host without the plugin (a test's) lets every remote's page open.
 */
export function mayOpenPage(host: RemoteHost, path: string, allows: Allows = sessionAllows) {
  const own = SHELL_PAGES[path];
  if (own && !allows(own)) return false;
  const plugin = pluginOf(host);
  if (!plugin) return true;
  const hidden = Object.values(plugin.forbidden()).some((remote) =>
    remote.prefixes.some((prefix) => startsWithPath(path, prefix)),
  );
  const registry = host.loaded();
  return !hidden && (!registry || mayOpen(path, registry, allows));
}
