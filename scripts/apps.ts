// The apps of the repository, from the folders that describe themselves (each one's package.json,
// "federation": its name and dev port; federation-contract/folders): the shell and every area.
// Read by the build config and every script. A new area is a new folder: nothing here changes.
import { type AppInfo, discoverApps } from 'federation-contract/folders';
import { root } from './workspace';

export type { AppInfo };

export const APPS: readonly AppInfo[] = discoverApps(root);

export const API = { port: 4000, portEnv: 'API_PORT' } as const;

/** The shell: the one app that hosts the others. */
export const SHELL = APPS[0] as AppInfo;

export const REMOTES: readonly AppInfo[] = APPS.filter((app) => !app.host);

/**
 * The port an app (or the API) listens on: its env variable, else the default. 0 lets the server
 * take whichever port the system gives it (the test runs: no port is chosen before it is bound).
 */
export function portOf(
  app: { readonly port: number; readonly portEnv: string },
  env: NodeJS.ProcessEnv = process.env,
): number {
  const raw = env[app.portEnv];
  if (raw === undefined || raw === '') return app.port;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${app.portEnv}=${raw} no es un puerto válido`);
  }
  return port;
}

/**
 * The address `npm start` binds the apps and the API to: HOST, else this machine's loopback
 * (127.0.0.1) only. The demo password is published: nobody else on the network gets a login
 * page unless HOST says so (e.g. HOST=0.0.0.0).
 */
export const listenHost = (env: NodeJS.ProcessEnv = process.env): string =>
  env.HOST?.trim() || '127.0.0.1';

/** Finds an app by id ('campaigns') or folder ('mf-campaigns'). */
export function findApp(name: string): AppInfo | undefined {
  return APPS.find((app) => app.id === name || app.dir === name);
}

/** The browser origins of the shell and remotes, for the API's CORS_ORIGINS. */
export function appOrigins(env: NodeJS.ProcessEnv = process.env): string {
  return APPS.flatMap((app) => {
    const port = portOf(app, env);
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  }).join(',');
}
