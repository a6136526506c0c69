// Static server for the production builds: the shell (SPA fallback + live /remotes.json) and the remotes (CORS).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { APPS, portOf, remotesDocument } from './apps.mjs';
import { root } from './pnpm.mjs';

const HASHED = /^\/static\//;

function cacheHeaders(res, pathname) {
  // Hashed chunks never change; entry points (html, manifests, remoteEntry.js) must be revalidated.
  res.setHeader(
    'Cache-Control',
    HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

function notFound(res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}

/** The request handler of one app's dist folder. */
export function appHandler(app, { env = process.env } = {}) {
  const dist = join(root, app.dir, 'dist');
  const isShell = app.id === 'shell';
  const files = sirv(dist, { dev: false, etag: true, setHeaders: cacheHeaders });
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (!isShell) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      files(req, res, () => notFound(res));
      return;
    }
    if (pathname === '/remotes.json') {
      // Answered from the configured ports, so env-overridden ports work without rebuilding.
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(remotesDocument(env)));
      return;
    }
    files(req, res, () => {
      // History fallback: routes (no extension) get index.html; a missing chunk stays a 404.
      if (extname(pathname) !== '') return notFound(res);
      req.url = '/index.html';
      files(req, res, () => notFound(res));
    });
  };
}

function listen(server, port, host) {
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
 * and what /remotes.json says. Resolves with a `close()` once all are listening.
 */
export async function serveApps({ env = process.env, host, apps = APPS } = {}) {
  const missing = apps.filter((app) => !existsSync(join(root, app.dir, 'dist', 'index.html')));
  if (missing.length) {
    throw new Error(`Sin build: ${missing.map((app) => app.dir).join(', ')} (ejecuta pnpm build)`);
  }
  const servers = [];
  try {
    for (const app of apps) {
      const port = portOf(app, env);
      const server = createServer(appHandler(app, { env }));
      await listen(server, port, host).catch((error) => {
        throw error.code === 'EADDRINUSE'
          ? new Error(`El puerto ${port} (${app.dir}, ${app.portEnv}) ya está en uso`)
          : error;
      });
      servers.push(server);
    }
  } catch (error) {
    for (const server of servers) server.close();
    throw error;
  }
  return {
    close: () =>
      Promise.all(
        servers.map((server) => {
          server.closeAllConnections();
          return new Promise((resolve) => server.close(() => resolve(undefined)));
        }),
      ),
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
