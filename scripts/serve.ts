// Static server for the production builds: the shell (SPA fallback + live /remotes.json) and the
// remotes (CORS), either from their builds or, like a CDN, from a release origin (scripts/release.ts).
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import type { RemoteRegistry } from 'federation-contract';
import { APPS, type AppInfo, listenHost, portOf } from './apps';
import { allowedUrls, apiBaseUrl, builtRegistry } from './registry';
import { root } from './workspace';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

// static/ of a build, or of a release in an origin (/<release>/static/…).
const HASHED = /^\/(?:[^/]+\/)?static\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Hashed chunks never change; entry points (html, manifests, remote.json, remoteEntry.js) are
 * revalidated on every use. Set before sirv answers, so a 304 carries them too.
 */
function cacheHeaders(res: ServerResponse, pathname: string): void {
  res.setHeader('Cache-Control', HASHED.test(pathname) ? IMMUTABLE : 'no-cache');
  // The builds hold a .br and a .gz beside each asset: the body depends on Accept-Encoding.
  res.setHeader('Vary', 'Accept-Encoding');
}

/** A URL prefix as a CSP source: its origin and path (`https://cdn.example.com/remotes/`). */
function cspSource(url: string): string | null {
  try {
    const { origin, pathname } = new URL(url);
    return origin === 'null' ? null : `${origin}${pathname}`;
  } catch {
    return null;
  }
}

/** The sha256 of each inline script of an HTML file, as CSP sources, by the file's mtime. */
const inlineHashes = new Map<string, { mtime: number; hashes: string[] }>();
export function inlineScriptHashes(file: string): string[] {
  let mtime: number;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = inlineHashes.get(file);
  if (known?.mtime === mtime) return known.hashes;
  const hashes = [...readFileSync(file, 'utf8').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
  inlineHashes.set(file, { mtime, hashes });
  return hashes;
}

/**
 * The Content-Security-Policy of every app and release: scripts, styles, fonts and manifests from
 * this origin and the URLs the registry may name (`allowedUrls`, RELEASE_ALLOWED_URLS: the same
 * list the release command checks entries against), requests and images from the API too, inline
 * scripts only by their hash (the shell's theme and first-load scripts), and no framing.
 * antd writes its styles at run time: styles may be inline, scripts may not.
 */
export function contentSecurityPolicy(env: NodeJS.ProcessEnv, scriptHashes: string[] = []): string {
  const remotes = allowedUrls(env)
    .map(cspSource)
    .filter((source): source is string => source !== null);
  const api = cspSource(apiBaseUrl(env));
  const own = ["'self'", ...remotes];
  const withApi = api ? [...own, api] : own;
  return [
    ["default-src 'self'"],
    ['script-src', ...own, ...scriptHashes],
    ['style-src', ...own, "'unsafe-inline'"],
    ['img-src', ...withApi, 'data:', 'blob:'],
    ['font-src', ...own, 'data:'],
    ['connect-src', ...withApi],
    ["object-src 'none'"],
    ["base-uri 'none'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
  ]
    .map((directive) => directive.join(' '))
    .join('; ');
}

/**
 * The headers every answer of the static server carries (docs/federation.md, "Security headers"):
 * the CSP, no framing (frame-ancestors and X-Frame-Options for older browsers), no MIME sniffing,
 * and no Referer sent anywhere (the URLs of the back-office are nobody else's business).
 */
function securityHeaders(res: ServerResponse, env: NodeJS.ProcessEnv, scriptHashes: string[]) {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(env, scriptHashes));
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

/** The encodings a request accepts (`Accept-Encoding`, a q of 0 refusing one). */
function acceptedEncodings(req: IncomingMessage): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(req.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/** A body made per request (/remotes.json), compressed as the build's files are: br, else gzip. */
function sendText(req: IncomingMessage, res: ServerResponse, body: string): void {
  const accepted = acceptedEncodings(req);
  let bytes = Buffer.from(body);
  if (accepted.has('br')) {
    bytes = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    res.setHeader('Content-Encoding', 'br');
  } else if (accepted.has('gzip')) {
    bytes = gzipSync(bytes);
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  // A missing chunk must not be remembered for a year.
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  // Our own fixed text, nothing to sniff: with nosniff, a missing chunk (an old release's, once
  // deleted) would also be reported as a script of the wrong type, on top of its 404.
  res.removeHeader('X-Content-Type-Options');
  res.end('Not found');
}

/** The names sirv may answer a path with: itself, as a page, as a folder's index; each precompressed. */
const candidatesOf = (path: string) =>
  [path, `${path}.html`, `${path}.htm`, `${path}/index.html`, `${path}/index.htm`].flatMap(
    (name) => [name, `${name}.br`, `${name}.gz`],
  );

/**
 * Whether `pathname` may be served from `dist`: no hidden segment ('.env', '.git/…'), and none of
 * the files sirv could pick for it is reached through a symbolic link (sirv follows them, in `dev`
 * mode per request): a file of the folder itself, or nothing.
 */
export function servable(dist: string, pathname: string): boolean {
  let path: string;
  try {
    path = decodeURI(pathname);
  } catch {
    return false;
  }
  if (path.split('/').some((segment) => segment.startsWith('.'))) return false;
  let base: string;
  try {
    base = realpathSync(dist);
  } catch {
    return true; // nothing there: sirv answers 404
  }
  const local = join(base, ...path.split('/'));
  if (local !== base && !local.startsWith(base + sep)) return false;
  for (const candidate of candidatesOf(local)) {
    try {
      lstatSync(candidate);
    } catch {
      continue;
    }
    try {
      if (realpathSync(candidate) !== candidate) return false;
    } catch {
      return false; // a dangling link
    }
  }
  return true;
}

/**
 * The registry an origin holds (`<origin>/remotes.json`, written by the release command), read at
 * each request so that a release shows at once; `apiBaseUrl` is the environment's. An origin with
 * no release yet is an empty registry.
 */
export function originRegistry(origin: string, env = process.env): RemoteRegistry {
  const api = apiBaseUrl(env);
  const file = join(origin, 'remotes.json');
  if (!existsSync(file)) return { apiBaseUrl: api, remotes: {} };
  try {
    return { ...JSON.parse(readFileSync(file, 'utf8')), apiBaseUrl: api };
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    return { apiBaseUrl: api, remotes: {} };
  }
}

/**
 * The request handler of one app's dist folder (or of a copy of it, `dist`). The shell's answers
 * /remotes.json with `registry()`: by default the remotes' builds on disk and the env's ports.
 * `releases`: `dist` is a remote's folder in an origin, one folder per release, which grows while
 * the server runs; only the releases are served (`/<release>/…`), not its history file.
 */
export function appHandler(
  app: AppInfo,
  {
    env = process.env,
    dist = join(root, app.dir, 'dist'),
    registry = () => builtRegistry(env),
    releases = false,
  }: {
    env?: NodeJS.ProcessEnv;
    dist?: string;
    registry?: () => RemoteRegistry;
    releases?: boolean;
  } = {},
): Handler {
  const isShell = app.host;
  // brotli/gzip: send the precompressed `<file>.br` / `<file>.gz` the build wrote (scripts/compress.ts)
  // to a browser that accepts it, with its Content-Encoding. `dev`: look files up per request.
  const sirvFiles = sirv(dist, { dev: releases, etag: true, brotli: true, gzip: true });
  // Every answer from the folder: its own files only, never a dotfile or through a link.
  const files: typeof sirvFiles = (req, res, next) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (!servable(dist, path)) return notFound(res);
    return sirvFiles(req, res, next);
  };
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    cacheHeaders(res, pathname);
    // The page's inline scripts: the shell's (or a build's) index.html, or a release's own.
    const release = releases ? /^\/([^/.][^/]*)\//.exec(pathname)?.[1] : '';
    securityHeaders(
      res,
      env,
      release === undefined ? [] : inlineScriptHashes(join(dist, release, 'index.html')),
    );
    if (!isShell) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (releases && !/^\/[^/.][^/]*\/./.test(pathname)) return notFound(res);
      files(req, res, () => notFound(res));
      return;
    }
    if (pathname === '/remotes.json') {
      // Each remote's remote.json with the configured ports: env-overridden ports need no rebuild.
      // A tab asks again on its way into an area: unchanged, it gets a 304.
      const body = JSON.stringify(registry());
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.statusCode = 304;
        res.end();
        return;
      }
      sendText(req, res, body);
      return;
    }
    files(req, res, () => {
      // History fallback: routes (no extension) get index.html; a missing chunk stays a 404.
      if (extname(pathname) !== '') return notFound(res);
      req.url = '/index.html';
      cacheHeaders(res, req.url);
      files(req, res, () => notFound(res));
    });
  };
}

function listen(server: Server, port: number, host: string | undefined): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/**
 * Serves every built app on its port. `env` decides the ports (SHELL_PORT, CAMPAIGNS_PORT, ...)
 * and what /remotes.json says. With `snapshot`, serves a copy of each dist taken now, so a
 * rebuild during a test or benchmark run cannot pull files from under it.
 * With `origin` (a release origin, scripts/release.ts), each remote's port serves its releases,
 * `<origin>/<remote>/<release>/…` at `/<release>/…`, and /remotes.json is the origin's.
 * `host`: the address to bind, by default `listenHost(env)` (HOST, else 127.0.0.1 only).
 * `tree`: the checkout whose builds are served (another one's, for a benchmark), by default this.
 * A port of 0 is taken from the system as the server binds it. Resolves once all are listening
 * with `close()` and `env`: a copy of `env` with the ports bound (what /remotes.json says too).
 */
export async function serveApps({
  env = process.env,
  host,
  apps = APPS,
  snapshot = false,
  origin,
  tree = root,
}: {
  env?: NodeJS.ProcessEnv;
  host?: string;
  apps?: readonly AppInfo[];
  snapshot?: boolean;
  origin?: string;
  tree?: string;
} = {}): Promise<{
  close: () => Promise<unknown>;
  env: NodeJS.ProcessEnv;
  /** Where each app listens, in `apps`' order. */
  addresses: AddressInfo[];
}> {
  // The registry reads this copy at each use: its ports are the bound ones once all listen.
  const served: NodeJS.ProcessEnv = { ...env };
  const address = host ?? listenHost(env);
  const fromBuilds = (app: AppInfo) => !origin || app.host;
  const missing = apps.filter(
    (app) => fromBuilds(app) && !existsSync(join(tree, app.dir, 'dist', 'index.html')),
  );
  if (missing.length) {
    throw new Error(`Sin build: ${missing.map((app) => app.dir).join(', ')} (ejecuta pnpm build)`);
  }
  const copies = snapshot ? mkdtempSync(join(tmpdir(), 'serve-')) : null;
  const distOf = (app: AppInfo) =>
    copies && apps.includes(app) && fromBuilds(app)
      ? join(copies, app.dir)
      : join(tree, app.dir, 'dist');
  const servers: Server[] = [];
  const closeAll = () => {
    for (const server of servers) server.close();
    if (copies) rmSync(copies, { recursive: true, force: true });
  };
  try {
    for (const app of apps) {
      if (copies && fromBuilds(app)) {
        cpSync(join(tree, app.dir, 'dist'), distOf(app), { recursive: true });
      }
    }
    // Read once, on the first request: the served builds do not change under a running server.
    let registry: RemoteRegistry | undefined;
    const readRegistry = origin
      ? () => originRegistry(origin, served)
      : () => {
          registry ??= builtRegistry(served, distOf);
          return registry;
        };
    for (const app of apps) {
      const port = portOf(app, env);
      const handler = fromBuilds(app)
        ? appHandler(app, { env: served, dist: distOf(app), registry: readRegistry })
        : appHandler(app, { env: served, dist: join(origin as string, app.id), releases: true });
      const server = createServer(handler);
      await listen(server, port, address).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EADDRINUSE'
          ? new Error(`El puerto ${port} (${app.dir}, ${app.portEnv}) ya está en uso`)
          : error;
      });
      servers.push(server);
      served[app.portEnv] = String((server.address() as AddressInfo).port);
    }
  } catch (error) {
    closeAll();
    throw error;
  }
  return {
    env: served,
    addresses: servers.map((server) => server.address() as AddressInfo),
    close: async () => {
      await Promise.all(
        servers.map((server) => {
          server.closeAllConnections();
          return new Promise((resolve) => server.close(() => resolve(undefined)));
        }),
      );
      if (copies) rmSync(copies, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await serveApps();
    for (const app of APPS) console.log(`${app.dir.padEnd(14)} http://localhost:${portOf(app)}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
