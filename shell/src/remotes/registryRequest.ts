// The request for /remotes.json, made by the entry (index.ts) as soon as it runs: the API's address
// is in it, so a private page's first data requests wait for it. Asked for then, it is back long
// before the router is. No imports: the entry uses it before its async boundary.

/** Where the shell's registry is served (beside index.html). */
export const REGISTRY_URL = '/remotes.json';

let early: { url: string; response: Promise<Response> } | undefined;

const request = (url: string) => fetch(url, { cache: 'no-store' });

/** Starts the request now; the registry's first read takes it. */
export function requestRegistry(url: string): Promise<Response> {
  early = { url, response: request(url) };
  return early.response;
}

/** The response started by `requestRegistry(url)` (once), else a request made now. */
export function registryResponse(url: string): Promise<Response> {
  const started = early?.url === url ? early.response : undefined;
  early = undefined;
  return started ?? request(url);
}
