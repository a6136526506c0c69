// Where the servers of this run live (chosen by global-setup).

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts`);
  return value;
}

/** http://localhost:<port> of the shell. */
export const shellUrl = (): string => required('E2E_BASE_URL');

/** http://localhost:<port> of the mock API (a temp DB per run). */
export const apiUrl = (): string => required('E2E_API_URL');

/** Remote name -> its mf-manifest.json URL, as /remotes.json says. */
export function remoteManifests(): Record<string, string> {
  return JSON.parse(required('E2E_REMOTES')) as Record<string, string>;
}

/** The origin (http://localhost:<port>) a remote is served from. */
export const remoteOrigin = (remote: string): string => {
  const manifest = remoteManifests()[remote];
  if (!manifest) throw new Error(`Unknown remote ${remote}`);
  return new URL(manifest).origin;
};
