// The run-time registry (/remotes.json): where the API and each remote live, read before the first render.

export interface RuntimeConfig {
  /** Base URL of the API, handed to the shared API client. */
  apiBaseUrl: string;
  /** Remote name -> URL of its mf-manifest.json (or remoteEntry.js). */
  remotes: Record<string, string>;
}

let current: RuntimeConfig | null = null;

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** Checks the shape of a parsed remotes.json; throws a readable error when it is wrong. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('remotes.json: not an object');
  const { apiBaseUrl, remotes } = value as Record<string, unknown>;
  if (typeof apiBaseUrl !== 'string') throw new Error('remotes.json: apiBaseUrl must be a string');
  if (!isStringRecord(remotes)) throw new Error('remotes.json: remotes must map names to URLs');
  return { apiBaseUrl, remotes };
}

/** Fetches and keeps the registry. Without it the shell still starts, with no remotes. */
export async function loadRuntimeConfig(url = '/remotes.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    current = parseRuntimeConfig(await response.json());
  } catch (error) {
    console.error('No se pudo leer el registro de remotes', error);
    current = { apiBaseUrl: '', remotes: {} };
  }
  return current;
}

/** The registry read at start-up (for example `runtimeConfig().apiBaseUrl`). */
export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtimeConfig() called before loadRuntimeConfig()');
  return current;
}

/** Test seam: sets the registry without fetching. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
