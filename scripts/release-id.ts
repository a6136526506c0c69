// A remote build's release id: a hash of what it serves, written into its remote.json and
// mf-manifest.json after the build, and checked again by the release command.
import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DESCRIPTION_FILE, MANIFEST_FILE } from 'federation-contract';

export { DESCRIPTION_FILE, MANIFEST_FILE };
const STATS_FILE = 'mf-stats.json';

/** Files that carry the id, or are copies of others (the precompressed .br and .gz). */
const NOT_HASHED = new Set([DESCRIPTION_FILE, MANIFEST_FILE, STATS_FILE]);
const COPY = /\.(br|gz)$/;

/** Characters of the sha-256 kept: 48 bits, no collision among one remote's releases. */
const ID_LENGTH = 12;

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path));
    else found.push(path);
  }
  return found;
}

// biome-ignore lint/suspicious/noExplicitAny: a manifest's and a description's JSON, edited in place.
const readJson = (file: string): any => JSON.parse(readFileSync(file, 'utf8'));

/** The description in remote.json without its release id: what the id is computed over. */
function descriptionOf(dir: string): Record<string, unknown> {
  const { release: _release, ...description } = readJson(join(dir, DESCRIPTION_FILE));
  return description;
}

/** A sha-256 over `dir`'s files (by path), those `skip` names and the .br/.gz copies left out. */
function hashFiles(dir: string, hash: Hash, skip: ReadonlySet<string>): string {
  const files = filesUnder(dir)
    .map((file) => relative(dir, file).split(sep).join('/'))
    .filter((path) => !skip.has(path) && !COPY.test(path))
    .sort();
  for (const path of files) {
    hash.update(`\0${path}\0`);
    hash.update(readFileSync(join(dir, path)));
  }
  return hash.digest('hex').slice(0, ID_LENGTH);
}

/**
 * The release id of a built remote: the first 12 hex digits of a sha-256 over its description
 * and every file it serves, by path. The manifest is left out (it carries the id; its content
 * follows from the files it lists), and so are the .br/.gz copies. The same sources give the
 * same id; any change to a served file or to the description gives another.
 */
export function computeReleaseId(dir: string): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(descriptionOf(dir)));
  return hashFiles(dir, hash, NOT_HASHED);
}

/** Where the shell's index.html carries its release id (the build writes the tag empty). */
const SHELL_RELEASE_TAG = '<meta name="release" content="">';

/**
 * Gives the shell's build its release id (the same kind of hash, over every file it serves, its
 * index.html as built): written into index.html's `<meta name="release">`, where the page reads it
 * for its error reports (shell/src/errors/release.ts). Runs before the files are precompressed.
 */
export function stampShellRelease(dir: string): string {
  const release = hashFiles(dir, createHash('sha256'), new Set([MANIFEST_FILE, STATS_FILE]));
  for (const name of [MANIFEST_FILE, STATS_FILE]) {
    const file = join(dir, name);
    if (existsSync(file)) writeJson(file, canonicalManifest(readJson(file)));
  }
  const file = join(dir, 'index.html');
  const html = readFileSync(file, 'utf8');
  if (!html.includes(SHELL_RELEASE_TAG))
    throw new Error(`${file}: no ${SHELL_RELEASE_TAG} to stamp`);
  writeFileSync(
    file,
    html.replace(SHELL_RELEASE_TAG, `<meta name="release" content="${release}">`),
  );
  return release;
}

/** The release id a build carries in its remote.json (undefined for a dev server's or an old build's). */
export function releaseOf(dir: string): string | undefined {
  const { release } = readJson(join(dir, DESCRIPTION_FILE));
  return typeof release === 'string' ? release : undefined;
}

/** The release id a manifest carries: Module Federation's own `buildVersion`. */
export const manifestRelease = (manifest: unknown): string | undefined =>
  (manifest as { metaData?: { buildInfo?: { buildVersion?: string } } } | null)?.metaData?.buildInfo
    ?.buildVersion;

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

type Listed = { id?: string; name?: string };
const byId = (a: Listed, b: Listed) =>
  (a.id ?? a.name ?? '').localeCompare(b.id ?? b.name ?? '', 'en');

/**
 * A manifest (or stats file) in one order whatever the folder it was built in: Module
 * Federation lists `shared`, `exposes` and `remotes` in an order that follows the absolute paths
 * of the build, so two folders gave two files for the same sources.
 */
export function canonicalManifest<M extends Record<string, unknown>>(manifest: M): M {
  const sorted: Record<string, unknown> = { ...manifest };
  for (const key of ['shared', 'exposes', 'remotes']) {
    const list = manifest[key];
    if (Array.isArray(list)) sorted[key] = [...(list as Listed[])].sort(byId);
  }
  return sorted as M;
}

/**
 * Computes a built remote's release id and writes it into its remote.json (`release`) and its
 * mf-manifest.json and mf-stats.json (`metaData.buildInfo.buildVersion`). Runs after the build,
 * before the files are precompressed. Returns the id.
 */
export function stampRelease(dir: string): string {
  const release = computeReleaseId(dir);
  writeJson(join(dir, DESCRIPTION_FILE), { ...descriptionOf(dir), release });
  for (const name of [MANIFEST_FILE, STATS_FILE]) {
    const manifest = canonicalManifest(readJson(join(dir, name)));
    manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: release };
    writeJson(join(dir, name), manifest);
  }
  return release;
}
