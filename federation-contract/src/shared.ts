// The shared contract between a remote and the shell that hosts it: each library the remote takes
// from the page must come in a version its range accepts. The shell checks a remote's manifest
// before it starts it (its Module Federation plugin); the release command checks it against the
// deployed shell's manifest before the flip (scripts/release-checks.ts). Both with Module
// Federation's own `satisfy`, the one its strictVersion uses.
import { satisfy } from '@module-federation/enhanced/runtime';

/** What an mf-manifest.json says of one shared library. */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
}

/** The version of each library a build provides (its manifest's `shared`). */
export function providedVersions(shared: readonly ManifestShared[]): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const { name, version } of shared) if (version) versions[name] = version;
  return versions;
}

/**
 * Why a remote that asks for `required` cannot run on a page that provides `provided`: one line
 * per library whose version there falls outside the remote's range. A library the page does not
 * provide is not a problem: the remote brings its own.
 */
export function sharedProblems(
  required: readonly ManifestShared[],
  provided: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const { name, requiredVersion } of required) {
    const version = provided[name];
    if (!version || typeof requiredVersion !== 'string') continue;
    if (!satisfy(version, requiredVersion)) {
      problems.push(`${name}: pide ${requiredVersion} y la shell ofrece ${version}`);
    }
  }
  return problems;
}

/** A remote refused because the page cannot give it the shared versions it asks for. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
  constructor(
    readonly remote: string,
    readonly problems: string[],
  ) {
    super(`Remote "${remote}" refused: ${problems.join('; ')}`);
  }
}

export const isIncompatible = (error: unknown): error is IncompatibleRemoteError =>
  error instanceof Error && error.name === 'IncompatibleRemoteError';

/**
 * shared-ui entries that are NOT shared: the root, `forms` and `standalone` are stateless
 * components and bindings, bundled (and tree-shaken) per app, which keeps `/` small;
 * `schemas/auth` is the public pages' few schemas without the whole of `schemas`; `area` is the
 * remotes' builders of their area description, plain functions and data; `csv` (the CSV writer)
 * and `format` (money and dates in Spanish) are stateless and what the API imports without React;
 * the other four serve
 * tests only (`testing` is the fake API and `renderPage`; no runtime code imports it). All state
 * (session store, wallet, API client) lives in `shared-ui/session`, which is shared like every
 * other entry.
 */
export const PER_APP_SHARED_UI: ReadonlySet<string> = new Set([
  '.',
  './forms',
  './standalone',
  './schemas/auth',
  './area',
  './csv',
  './format',
  './fixtures',
  './test-setup',
  './testing',
  './import-effects',
]);
