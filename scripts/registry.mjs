// Assembles /remotes.json: each remote's own remote.json (written by its build) plus where it is served.
//
//   node scripts/registry.mjs > shell/dist/remotes.json     # from the builds, with the configured ports
//
// A deployment does the same with its own URLs: the document is every remote's remote.json with
// `entry` made absolute, under the remote's name (docs/federation.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, portOf, REMOTES } from './apps.mjs';
import { root } from './pnpm.mjs';
import { DESCRIPTION_FILE } from './release-id.mjs';

/** The file a remote's build writes next to its mf-manifest.json. */
export { DESCRIPTION_FILE };

/** Where a remote is served: `http://<host>:<port>/`. */
export const remoteBase = (app, env = process.env, host = 'localhost') =>
  `http://${host}:${portOf(app, env)}/`;

/** The description in a built dist folder, or null when it is not there (not built yet). */
export function readDescription(dist) {
  const file = join(dist, DESCRIPTION_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The description a running server (a dev server or a served build) answers, or null. */
export async function fetchDescription(base, timeoutMs = 2000) {
  try {
    const response = await fetch(new URL(DESCRIPTION_FILE, base), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/**
 * The registry from each remote's description and base URL: `entry` (relative to remote.json
 * in the description) becomes absolute. A remote without a description is left out, loudly.
 * `sources`: [{ id, base, description }].
 */
export function registryDocument(sources, env = process.env, host = 'localhost') {
  const remotes = {};
  for (const { id, base, description } of sources) {
    if (!description) {
      console.warn(`[remotes.json] ${id}: sin ${DESCRIPTION_FILE} en ${base} (¿sin build?)`);
      continue;
    }
    // A dev server's description has no release id (a build's has: scripts/release-id.mjs).
    remotes[id] = {
      ...description,
      entry: new URL(description.entry, base).href,
      release: description.release ?? 'dev',
    };
  }
  return { apiBaseUrl: env.API_BASE_URL || `http://${host}:${portOf(API, env)}`, remotes };
}

/** The registry from the builds on disk (`distOf(app)` gives each remote's dist folder). */
export function builtRegistry(env = process.env, distOf = (app) => join(root, app.dir, 'dist')) {
  return registryDocument(
    REMOTES.map((app) => ({
      id: app.id,
      base: remoteBase(app, env),
      description: readDescription(distOf(app)),
    })),
    env,
  );
}

/** The registry from the running servers (dev servers answer from memory), else from the builds. */
export async function liveRegistry(env = process.env) {
  const sources = await Promise.all(
    REMOTES.map(async (app) => {
      const base = remoteBase(app, env);
      const description =
        (await fetchDescription(base)) ?? readDescription(join(root, app.dir, 'dist'));
      return { id: app.id, base, description };
    }),
  );
  return registryDocument(sources, env);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(builtRegistry(), null, 2));
}
