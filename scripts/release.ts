// Releases of one remote: publishes its build into the origin (a deploy folder laid out like a CDN
// origin, `<origin>/<remote>/<release>/…`) as an immutable release, checks it, and flips its entry
// in `<origin>/remotes.json` atomically; rolls back, lists and prunes. scripts/release.mjs is its
// command line; `npm start` and the e2e run publish the builds with it too (docs/federation.md).
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { descriptionProblems, prefixesOverlap } from '../shared-ui/src/area';
import { parseRemote } from '../shell/src/remotes/parseRegistry';
import {
  type ManifestShared,
  providedVersions,
  sharedProblems,
} from '../shell/src/remotes/sharedContract';
import { API, APPS, type AppInfo, findApp, portOf, REMOTES } from './apps.mjs';
import { root } from './pnpm.mjs';
import { remoteBase } from './registry.mjs';
import {
  computeReleaseId,
  DESCRIPTION_FILE,
  MANIFEST_FILE,
  manifestRelease,
  releaseOf,
} from './release-id.mjs';

/** The registry file at the origin's root: what the shell serves as /remotes.json. */
export const REGISTRY_FILE = 'remotes.json';
/** Each remote's history, in its own folder of the origin. */
export const HISTORY_FILE = 'releases.json';
const LOCK_DIR = '.remotes.json.lock';
/** A lock older than this is left by a command that died: flips take milliseconds. */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 60_000;
/** A release folder this young may belong to a release still being checked: never pruned. */
const IN_FLIGHT_MS = 10 * 60_000;
const FETCH_TIMEOUT_MS = 10_000;

/** A release the command refuses: the message says why, in one line; nothing was changed. */
export class Refused extends Error {
  override name = 'Refused';
}

const refuse = (reason: string): never => {
  throw new Refused(reason);
};

export interface ReleaseConfig {
  /** The deploy folder, laid out like a CDN origin. */
  origin: string;
  /** The URL at which `<origin>/<remote>/` is served. */
  publicBase: (remote: AppInfo) => string;
  /** URL prefixes a remote's entry may start with. */
  allowed: string[];
  /** The deployed shell, whose mf-manifest.json says which shared versions it provides. */
  shellUrl: string;
  /** The apiBaseUrl of a remotes.json the command creates. */
  apiBaseUrl: string;
  /** Retention: releases kept for rollback, and days a release stays after it was last live. */
  keep: number;
  keepDays: number;
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * The configuration from the environment (docs/federation.md, "Releases"): RELEASE_ORIGIN,
 * RELEASE_PUBLIC_URL, RELEASE_ALLOWED_URLS, RELEASE_SHELL_URL, RELEASE_KEEP, RELEASE_KEEP_DAYS.
 * Without them: the repository's deploy/ folder, served by `npm start` on each remote's port.
 */
export function releaseConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ReleaseConfig> = {},
): ReleaseConfig {
  const template = env.RELEASE_PUBLIC_URL;
  const publicBase = template
    ? (app: AppInfo) =>
        template.includes('{remote}')
          ? withSlash(template.replaceAll('{remote}', app.id))
          : `${withSlash(template)}${app.id}/`
    : (app: AppInfo) => remoteBase(app, env);
  const allowed = env.RELEASE_ALLOWED_URLS
    ? env.RELEASE_ALLOWED_URLS.split(',')
        .map((url) => url.trim())
        .filter(Boolean)
    : REMOTES.map((app) => remoteBase(app, env));
  return {
    origin: env.RELEASE_ORIGIN ? resolve(env.RELEASE_ORIGIN) : join(root, 'deploy'),
    publicBase,
    allowed,
    shellUrl: withSlash(env.RELEASE_SHELL_URL ?? `http://localhost:${portOf(APPS[0]!, env)}/`),
    apiBaseUrl: env.API_BASE_URL || `http://localhost:${portOf(API, env)}`,
    keep: Number(env.RELEASE_KEEP ?? 5),
    keepDays: Number(env.RELEASE_KEEP_DAYS ?? 7),
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Files: JSON read and written whole, the registry and histories by rename (atomic).

type Json = Record<string, unknown>;
interface RegistryDocument {
  apiBaseUrl: string;
  remotes: Record<string, Json>;
}

/** One step of a remote's history: which release went live, when, and by which command. */
interface LogEntry {
  at: string;
  action: 'release' | 'rollback';
  release: string | null;
  from: string | null;
}

/** A live release of a remote: its exact entry in remotes.json, and the file it replaced. */
interface LiveEntry {
  release: string | null;
  entry: Json;
  since: string;
  /** remotes.json as it was before this release went live, and a hash of what was written. */
  before?: string;
  written?: string;
}

interface History {
  /** What was live, oldest first: the last is live now; rollback returns to the one before. */
  live: LiveEntry[];
  log: LogEntry[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const serialize = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function writeAtomic(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

const registryPath = (config: ReleaseConfig) => join(config.origin, REGISTRY_FILE);
const remoteFolder = (config: ReleaseConfig, remote: string) => join(config.origin, remote);
const historyPath = (config: ReleaseConfig, remote: string) =>
  join(remoteFolder(config, remote), HISTORY_FILE);

/** The origin's remotes.json, as text and parsed (an empty registry when there is none yet). */
function readRegistry(config: ReleaseConfig): { text: string | null; doc: RegistryDocument } {
  const file = registryPath(config);
  if (!existsSync(file)) return { text: null, doc: { apiBaseUrl: config.apiBaseUrl, remotes: {} } };
  const text = readFileSync(file, 'utf8');
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return refuse(`${file} no es JSON válido: corrígelo antes de publicar`);
  }
  const remotes = (doc as RegistryDocument | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    return refuse(`${file} no es un registro (falta "remotes")`);
  }
  return { text, doc: doc as RegistryDocument };
}

function readHistory(config: ReleaseConfig, remote: string): History {
  const file = historyPath(config, remote);
  return existsSync(file) ? readJson<History>(file) : { live: [], log: [] };
}

/**
 * Runs `work` holding the origin's lock (a folder: mkdir is atomic), so that two releases at the
 * same moment each read the registry the other wrote. A lock left by a command that died is
 * taken over once its process is gone or it is older than STALE_LOCK_MS.
 */
async function withLock<T>(config: ReleaseConfig, work: () => T): Promise<T> {
  mkdirSync(config.origin, { recursive: true });
  const lock = join(config.origin, LOCK_DIR);
  const owner = join(lock, 'owner.json');
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(owner, JSON.stringify({ pid: process.pid, host: hostname() }));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (isStale(lock, owner)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) {
      refuse(`el registro sigue bloqueado por otro release (${lock})`);
    }
    await sleep(20 + Math.random() * 30);
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function isStale(lock: string, owner: string): boolean {
  try {
    if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) return true;
    const { pid, host } = readJson<{ pid: number; host: string }>(owner);
    if (host !== hostname()) return false;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: its process is gone. A missing owner file: the lock is being taken right now.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

// ---------------------------------------------------------------------------------------------
// Checks.

function remoteApp(name: string): AppInfo {
  const app = findApp(name);
  if (!app || app.id === 'shell') {
    return refuse(`${name} no es un remote (${REMOTES.map((r) => r.id).join(', ')})`);
  }
  return app;
}

/** The build's remote.json, checked as the shell checks a registry entry, plus its own rules. */
function checkedDescription(dist: string, entry: string): Json {
  const description = readJson<Json>(join(dist, DESCRIPTION_FILE));
  const candidate = { ...description, entry };
  try {
    parseRemote(candidate);
  } catch (error) {
    refuse(`su descripción (remote.json) no es válida: ${(error as Error).message}`);
  }
  const problems = descriptionProblems(parseRemote(candidate));
  if (problems.length) refuse(`su descripción (remote.json) no es válida: ${problems.join('; ')}`);
  return candidate;
}

async function fetchJson(url: string, what: string): Promise<Json> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    return refuse(`${what} no responde en ${url} (${cause})`);
  }
  if (!response.ok) refuse(`${what} no responde en ${url} (HTTP ${response.status})`);
  try {
    return (await response.json()) as Json;
  } catch {
    return refuse(`${what} en ${url} no es JSON válido`);
  }
}

/**
 * The release as users will get it: its manifest and remote.json answer at their URLs with this
 * release, and the deployed shell provides the shared versions it asks for.
 */
async function checkServed(
  app: AppInfo,
  release: string,
  entry: string,
  config: ReleaseConfig,
): Promise<void> {
  const manifest = await fetchJson(entry, 'su manifiesto');
  if (manifest.name !== app.id || !Array.isArray(manifest.shared)) {
    refuse(`su manifiesto (${entry}) no es el de ${app.id}`);
  }
  if (manifestRelease(manifest) !== release) {
    refuse(`${entry} sirve la versión ${manifestRelease(manifest)}, no la ${release}`);
  }
  const descriptionUrl = new URL(DESCRIPTION_FILE, entry).href;
  const description = await fetchJson(descriptionUrl, 'su remote.json');
  if (description.release !== release) {
    refuse(`${descriptionUrl} sirve la versión ${String(description.release)}, no la ${release}`);
  }
  const shellManifest = `${config.shellUrl}${MANIFEST_FILE}`;
  const shell = await fetchJson(shellManifest, 'la shell desplegada');
  const problems = sharedProblems(
    manifest.shared as ManifestShared[],
    providedVersions((shell.shared ?? []) as ManifestShared[]),
  );
  if (problems.length) {
    refuse(`la shell desplegada no le sirve: ${problems.join('; ')}`);
  }
}

/** A prefix of this release that another remote already owns, or undefined. */
function collision(name: string, entry: Json, doc: RegistryDocument): string | undefined {
  const mine = entry.prefixes as string[];
  for (const [other, remote] of Object.entries(doc.remotes)) {
    if (other === name || !Array.isArray(remote?.prefixes)) continue;
    for (const prefix of mine) {
      const taken = (remote.prefixes as string[]).find((theirs) => prefixesOverlap(prefix, theirs));
      if (taken) return `su prefijo ${prefix} choca con ${taken}, de ${other}: sus rutas chocarían`;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Publishing, flipping, rolling back, pruning.

/** Copies the build to its release folder; false when that release was published before. */
function publish(dist: string, target: string): boolean {
  if (existsSync(target)) return false;
  mkdirSync(join(target, '..'), { recursive: true });
  const temporary = join(target, '..', `.${process.pid}.${Math.random().toString(36).slice(2)}`);
  cpSync(dist, temporary, { recursive: true });
  try {
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    // The same release published by another command a moment ago: the same files.
    if (existsSync(target)) return false;
    throw error;
  }
  return true;
}

const isoNow = () => new Date().toISOString();

/** Replaces (or adds, last) one remote's entry, other entries and their order untouched. */
function withEntry(doc: RegistryDocument, name: string, entry: Json | null): RegistryDocument {
  const remotes: Record<string, Json> = {};
  for (const [key, value] of Object.entries(doc.remotes)) {
    if (key !== name) remotes[key] = value;
    else if (entry) remotes[key] = entry;
  }
  if (entry && !(name in doc.remotes)) remotes[name] = entry;
  return { ...doc, remotes };
}

/** Keeps the last `keep` live entries (rollback targets); older ones go to the log only. */
function trimmed(history: History, keep: number): History {
  return { ...history, live: history.live.slice(-Math.max(keep, 2)) };
}

export interface Outcome {
  remote: string;
  release: string;
  entry: string;
  /** False when this release was live already (nothing written). */
  changed: boolean;
  /** From the command's start to the flipped registry. */
  ms: number;
}

/**
 * Publishes the build in `dist` (the remote's dist/ by default) as a release of `name`, checks
 * it and makes it live. Throws Refused, having changed nothing, when a check fails.
 */
export async function release(
  name: string,
  { config, dist }: { config: ReleaseConfig; dist?: string },
): Promise<Outcome> {
  const started = performance.now();
  const app = remoteApp(name);
  const from = resolve(dist ?? join(root, app.dir, 'dist'));
  if (!existsSync(join(from, DESCRIPTION_FILE)) || !existsSync(join(from, MANIFEST_FILE))) {
    refuse(`${from} no tiene ${DESCRIPTION_FILE} ni ${MANIFEST_FILE}: ¿falta el build?`);
  }
  const id = releaseOf(from);
  if (!id) refuse(`el build de ${from} no tiene versión: constrúyelo de nuevo`);
  const release = id as string;
  if (computeReleaseId(from) !== release) {
    refuse(
      `los archivos de ${from} no son los de su versión ${release} (¿cambiaron tras el build?)`,
    );
  }
  const entryUrl = new URL(`${release}/${MANIFEST_FILE}`, config.publicBase(app)).href;
  const entry = checkedDescription(from, entryUrl);
  if (!config.allowed.some((prefix) => entryUrl.startsWith(withSlash(prefix)))) {
    refuse(`${entryUrl} no está en la lista de URLs permitidas (${config.allowed.join(', ')})`);
  }

  const target = join(remoteFolder(config, app.id), release);
  const created = publish(from, target);
  try {
    await checkServed(app, release, entryUrl, config);
    const changed = await withLock(config, () => {
      const { text, doc } = readRegistry(config);
      const clash = collision(app.id, entry, doc);
      if (clash) refuse(clash);
      const current = doc.remotes[app.id];
      if (current && JSON.stringify(current) === JSON.stringify(entry)) return false;
      const history = readHistory(config, app.id);
      const top = history.live.at(-1);
      // An entry written by hand (or before releases were kept): rollback returns to it.
      if (current && (!top || JSON.stringify(top.entry) !== JSON.stringify(current))) {
        const since = isoNow();
        const previous = typeof current.release === 'string' ? current.release : null;
        history.live.push({ release: previous, entry: current, since });
      }
      const written = serialize(withEntry(doc, app.id, entry));
      writeAtomic(registryPath(config), written);
      const at = isoNow();
      history.live.push({
        release,
        entry,
        since: at,
        ...(text === null ? {} : { before: text }),
        written: sha256(written),
      });
      history.log.push({
        at,
        action: 'release',
        release,
        from: (history.live.at(-2)?.release as string | undefined) ?? null,
      });
      writeAtomic(historyPath(config, app.id), serialize(trimmed(history, config.keep)));
      return true;
    });
    const ms = performance.now() - started;
    await withLock(config, () => prune(config, app.id));
    return { remote: app.id, release, entry: entryUrl, changed, ms };
  } catch (error) {
    // Never live, so no tab can need its files.
    if (created) rmSync(target, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Makes live again the release that was live before the current one of `name`: remotes.json
 * comes back byte for byte when nothing else changed it since; otherwise only its entry does.
 */
export async function rollback(
  name: string,
  { config }: { config: ReleaseConfig },
): Promise<{ remote: string; release: string | null; from: string | null }> {
  const app = remoteApp(name);
  return withLock(config, () => {
    const history = readHistory(config, app.id);
    const current = history.live.at(-1);
    const previous = history.live.at(-2);
    if (!current || !previous)
      return refuse(`${app.id} no tiene una versión anterior a la que volver`);
    if (previous.release && !existsSync(join(remoteFolder(config, app.id), previous.release))) {
      refuse(`la versión ${previous.release} ya no está en ${remoteFolder(config, app.id)}`);
    }
    const { text, doc } = readRegistry(config);
    const untouched = text !== null && current.written === sha256(text);
    const restored =
      untouched && current.before !== undefined
        ? current.before
        : serialize(withEntry(doc, app.id, previous.entry));
    writeAtomic(registryPath(config), restored);
    history.live.pop();
    history.log.push({
      at: isoNow(),
      action: 'rollback',
      release: previous.release,
      from: current.release,
    });
    writeAtomic(historyPath(config, app.id), serialize(history));
    return { remote: app.id, release: previous.release, from: current.release };
  });
}

/** When each release of a remote was live: [from, to) per period, `to` null while it is. */
function livePeriods(history: History): Map<string, { from: string; to: string | null }[]> {
  const periods = new Map<string, { from: string; to: string | null }[]>();
  let open: { from: string; to: string | null } | undefined;
  for (const step of history.log) {
    if (open) open.to = step.at;
    open = undefined;
    if (!step.release) continue;
    open = { from: step.at, to: null };
    periods.set(step.release, [...(periods.get(step.release) ?? []), open]);
  }
  return periods;
}

/** The release folders of a remote (every folder but the temporary ones). */
function releaseFolders(config: ReleaseConfig, remote: string): string[] {
  const folder = remoteFolder(config, remote);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
}

/**
 * The retention rule (docs/federation.md): a remote's release folder stays while it is one of
 * the live entries kept for rollback (the last `keep`), or it was live in the last `keepDays`
 * days (a tab opened before may still ask for its files), or it is younger than ten minutes (a
 * release being checked). Only that remote's folder is touched. Returns what was removed.
 */
export function prune(config: ReleaseConfig, remote: string): string[] {
  const history = readHistory(config, remote);
  const keep = new Set(history.live.map((entry) => entry.release).filter(Boolean));
  const since = Date.now() - config.keepDays * 86_400_000;
  for (const [release, periods] of livePeriods(history)) {
    if (periods.some((period) => period.to === null || Date.parse(period.to) >= since)) {
      keep.add(release);
    }
  }
  const removed: string[] = [];
  for (const release of releaseFolders(config, remote)) {
    const folder = join(remoteFolder(config, remote), release);
    if (keep.has(release) || Date.now() - statSync(folder).mtimeMs < IN_FLIGHT_MS) continue;
    rmSync(folder, { recursive: true, force: true });
    removed.push(release);
  }
  return removed;
}

const shortDate = (iso: string) => {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** Each remote's releases in the origin, newest first, with when each was live. */
export function listReleases(config: ReleaseConfig): string[] {
  const lines: string[] = [];
  const { doc } = existsSync(registryPath(config))
    ? readRegistry(config)
    : { doc: { remotes: {} as Record<string, Json> } };
  const remotes = REMOTES.map((app) => app.id).filter(
    (id) => existsSync(remoteFolder(config, id)) || id in doc.remotes,
  );
  for (const remote of remotes) {
    const history = readHistory(config, remote);
    const periods = livePeriods(history);
    const live = doc.remotes[remote]?.release;
    lines.push(`${remote}`);
    const rows = releaseFolders(config, remote).map((release) => {
      const published = statSync(join(remoteFolder(config, remote), release)).mtime.toISOString();
      const times = periods.get(release) ?? [];
      const last = times.at(-1);
      return { release, published, last: last?.from ?? published, times };
    });
    rows.sort((a, b) => b.last.localeCompare(a.last));
    for (const row of rows) {
      const mark = row.release === live ? '●' : ' ';
      const when = row.times.length
        ? row.times
            .map((period) =>
              period.to
                ? `en uso del ${shortDate(period.from)} al ${shortDate(period.to)}`
                : `en uso desde ${shortDate(period.from)}`,
            )
            .reverse()
            .join('; ')
        : 'nunca en uso';
      lines.push(`  ${mark} ${row.release}  publicada ${shortDate(row.published)}  ${when}`);
    }
    if (!rows.length) lines.push('    (sin versiones publicadas)');
  }
  return lines;
}

/**
 * Publishes each remote's build that the origin does not hold yet and makes it live: a new
 * build after a change, or every remote on a first run. A build published before (the live one,
 * or one rolled back from) is left as it is. `npm start` and the e2e run call it.
 */
export async function publishBuilds(
  config: ReleaseConfig,
  log: (line: string) => void = console.log,
  apps: readonly AppInfo[] = REMOTES,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const app of apps) {
    const live = readRegistry(config).doc.remotes[app.id];
    const liveFolder = join(remoteFolder(config, app.id), String(live?.release));
    if (
      typeof live?.entry === 'string' &&
      !live.entry.startsWith(config.publicBase(app)) &&
      existsSync(liveFolder)
    ) {
      // The origin is served at another address now (other ports): the live release, there.
      try {
        await release(app.id, { config, dist: liveFolder });
        log(
          `> ${app.id}: versión ${String(live.release)} servida ahora en ${config.publicBase(app)}`,
        );
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        log(`✖ ${app.id}: ${error.message}.`);
      }
    }
    const dist = join(root, app.dir, 'dist');
    if (!existsSync(join(dist, DESCRIPTION_FILE))) {
      log(`✖ ${app.id}: sin build en ${dist}`);
      continue;
    }
    const id = releaseOf(dist);
    const { doc } = readRegistry(config);
    if (id && app.id in doc.remotes && existsSync(join(remoteFolder(config, app.id), id))) continue;
    try {
      const outcome = await release(app.id, { config, dist });
      outcomes.push(outcome);
      log(`> ${app.id}: versión ${outcome.release} publicada y en uso`);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      log(`✖ ${app.id}: versión rechazada: ${error.message}.`);
    }
  }
  return outcomes;
}

const USAGE = [
  'Uso:',
  '  npm run release -- <remote> [--dist <carpeta>]   publica un build y lo pone en uso',
  '  npm run rollback -- <remote>                     vuelve a la versión anterior',
  '  npm run releases                                 versiones de cada remote, con fechas',
  `Remotes: ${REMOTES.map((app) => app.id).join(', ')}. Origen: RELEASE_ORIGIN (por defecto deploy/).`,
].join('\n');

const seconds = (ms: number) =>
  `${(ms / 1000).toLocaleString('es-ES', { maximumFractionDigits: 1 })} s`;

/** The command line: `release <remote> [--dist <dir>]`, `rollback <remote>`, `list`. */
export async function main(args: string[], env = process.env): Promise<number> {
  const [command, ...rest] = args;
  const config = releaseConfig(env);
  const option = (name: string) => {
    const at = rest.indexOf(name);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  const remote = rest.find((arg, i) => !arg.startsWith('--') && !rest[i - 1]?.startsWith('--'));
  try {
    if (command === 'list') {
      for (const line of listReleases(config)) console.log(line);
      return 0;
    }
    if (command === 'rollback' && remote) {
      const result = await rollback(remote, { config });
      console.log(
        `✔ ${result.remote}: de vuelta a la versión ${result.release ?? '(sin versión)'} (antes ${result.from}).`,
      );
      return 0;
    }
    if (command === 'release' && remote) {
      const outcome = await release(remote, { config, dist: option('--dist') });
      console.log(
        outcome.changed
          ? `✔ ${outcome.remote}: versión ${outcome.release} en uso (${seconds(outcome.ms)}): ${outcome.entry}`
          : `✔ ${outcome.remote}: la versión ${outcome.release} ya estaba en uso; nada cambió.`,
      );
      return 0;
    }
    console.error(USAGE);
    return 2;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const what = command === 'rollback' ? 'rollback rechazado' : 'release rechazado';
    console.error(`✖ ${remote}: ${what}: ${error.message}. remotes.json no cambió.`);
    return 1;
  }
}
