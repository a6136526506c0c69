// The one table of apps, folders and ports; read by the build config and every script.

/** @type {readonly import('./apps').AppInfo[]} */
export const APPS = [
  { id: 'shell', dir: 'shell', port: 3000, portEnv: 'SHELL_PORT' },
  { id: 'campaigns', dir: 'mf-campaigns', port: 3001, portEnv: 'CAMPAIGNS_PORT' },
  { id: 'products', dir: 'mf-products', port: 3002, portEnv: 'PRODUCTS_PORT' },
  { id: 'profiles', dir: 'mf-profiles', port: 3003, portEnv: 'PROFILES_PORT' },
  { id: 'wallet', dir: 'mf-wallet', port: 3004, portEnv: 'WALLET_PORT' },
  { id: 'knowledge', dir: 'mf-knowledge', port: 3005, portEnv: 'KNOWLEDGE_PORT' },
  { id: 'settings', dir: 'mf-settings', port: 3006, portEnv: 'SETTINGS_PORT' },
];

export const API = { port: 4000, portEnv: 'API_PORT' };

export const REMOTES = APPS.filter((app) => app.id !== 'shell');

/**
 * The port an app (or the API) listens on: its env variable, else the default. 0 lets the server
 * take whichever port the system gives it (the test runs: no port is chosen before it is bound).
 */
export function portOf(app, env = process.env) {
  const raw = env[app.portEnv];
  if (raw === undefined || raw === '') return app.port;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${app.portEnv}=${raw} no es un puerto válido`);
  }
  return port;
}

/** Finds an app by id ('campaigns') or folder ('mf-campaigns'). */
export function findApp(name) {
  return APPS.find((app) => app.id === name || app.dir === name);
}

/** The browser origins of the shell and remotes, for the API's CORS_ORIGINS. */
export function appOrigins(env = process.env) {
  return APPS.flatMap((app) => {
    const port = portOf(app, env);
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  }).join(',');
}

/**
 * shared-ui entries that are NOT shared: the root, `forms` and `standalone` are stateless
 * components and bindings, bundled (and tree-shaken) per app, which keeps `/` small;
 * `schemas/auth` is the public pages' few schemas without the whole of `schemas`; `area` is the
 * remotes' builders of their area description, plain functions and data; the other
 * three serve tests only (`testing` is the fake API and `renderPage`; no runtime code imports it). All state (session store, wallet, API client) lives in `shared-ui/session`,
 * which is shared like every other entry.
 */
export const PER_APP_SHARED_UI = new Set([
  '.',
  './forms',
  './standalone',
  './schemas/auth',
  './area',
  './fixtures',
  './test-setup',
  './testing',
]);
