// Assembles /remotes.json: each remote's own remote.json (written by its build) plus where it is served.
//
//   npx tsx scripts/registry.ts > shell/dist/remotes.json   # from the builds, with the configured ports
//
// A deployment does the same with its own URLs: the document is every remote's remote.json with
// `entry` made absolute, under the remote's name (docs/federation.md; registryDocument in
// federation-contract).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DESCRIPTION_FILE,
  type RegistrySource,
  type RemoteDescription,
  type RemoteRegistry,
  registryDocument,
} from 'federation-contract';
import { API, type AppInfo, portOf, REMOTES } from './apps';
import { root } from './workspace';

/** Where a remote is served: `http://<host>:<port>/`. */
export const remoteBase = (app: AppInfo, env = process.env, host = 'localhost') =>
  `http://${host}:${portOf(app, env)}/`;

/** The API's address in a registry: API_BASE_URL, else the API's port on this machine. */
export const apiBaseUrl = (env = process.env, host = 'localhost') =>
  env.API_BASE_URL || `http://${host}:${portOf(API, env)}`;

/**
 * The URL prefixes a registry may name a remote's entry under: RELEASE_ALLOWED_URLS
 * (comma-separated), else the local remotes' URLs. One list for the release command (which refuses
 * an entry outside it), the static server's Content-Security-Policy (which lets the browser load
 * nothing else) and the shell (which ignores a registry entry outside it): docs/federation.md.
 */
export function allowedUrls(env = process.env): string[] {
  return env.RELEASE_ALLOWED_URLS
    ? env.RELEASE_ALLOWED_URLS.split(',')
        .map((url) => url.trim())
        .filter(Boolean)
    : REMOTES.map((app) => remoteBase(app, env));
}

/** The description in a built dist folder, or null when it is not there (not built yet). */
export function readDescription(dist: string): RemoteDescription | null {
  const file = join(dist, DESCRIPTION_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as RemoteDescription;
}

/** The description a running server (a dev server or a served build) answers, or null. */
export async function fetchDescription(
  base: string,
  timeoutMs = 2000,
): Promise<RemoteDescription | null> {
  try {
    const response = await fetch(new URL(DESCRIPTION_FILE, base), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok ? ((await response.json()) as RemoteDescription) : null;
  } catch {
    return null;
  }
}

/** The registry from the builds on disk (`distOf(app)` gives each remote's dist folder). */
export function builtRegistry(
  env = process.env,
  distOf = (app: AppInfo) => join(root, app.dir, 'dist'),
): RemoteRegistry {
  const sources: RegistrySource[] = REMOTES.map((app) => ({
    id: app.id,
    base: remoteBase(app, env),
    description: readDescription(distOf(app)),
  }));
  return registryDocument(sources, apiBaseUrl(env));
}

/** The registry from the running servers (dev servers answer from memory), else from the builds. */
export async function liveRegistry(env = process.env): Promise<RemoteRegistry> {
  const sources = await Promise.all(
    REMOTES.map(async (app) => {
      const base = remoteBase(app, env);
      const description =
        (await fetchDescription(base)) ?? readDescription(join(root, app.dir, 'dist'));
      return { id: app.id, base, description };
    }),
  );
  return registryDocument(sources, apiBaseUrl(env));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(builtRegistry(), null, 2));
}
