// The release origin on disk: a deploy folder laid out like a CDN origin, `<origin>/remotes.json`
// and `<origin>/<remote>/<release>/…` with each remote's history in `<origin>/<remote>/releases.json`.
// Reads and writes them whole, by rename, under one lock; prunes and lists releases
// (docs/federation.md, "Releases"). scripts/release.ts publishes and flips with it.
import { createHash } from 'node:crypto';
import {
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
import { API, type AppInfo, portOf, REMOTES, SHELL } from './apps';
import { root } from './workspace';
import { allowedUrls, remoteBase } from './registry';

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

/** A release the command refuses: the message says why, in one line; nothing was changed. */
export class Refused extends Error {
  override name = 'Refused';
}

export const refuse = (reason: string): never => {
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

export const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

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
  const allowed = allowedUrls(env);
  return {
    origin: env.RELEASE_ORIGIN ? resolve(env.RELEASE_ORIGIN) : join(root, 'deploy'),
    publicBase,
    allowed,
    shellUrl: withSlash(env.RELEASE_SHELL_URL ?? `http://localhost:${portOf(SHELL, env)}/`),
    apiBaseUrl: env.API_BASE_URL || `http://localhost:${portOf(API, env)}`,
    keep: Number(env.RELEASE_KEEP ?? 5),
    keepDays: Number(env.RELEASE_KEEP_DAYS ?? 7),
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Files: JSON read and written whole, the registry and histories by rename (atomic).

export type Json = Record<string, unknown>;
export interface RegistryDocument {
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

export interface History {
  /** What was live, oldest first: the last is live now; rollback returns to the one before. */
  live: LiveEntry[];
  log: LogEntry[];
}

export const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const serialize = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function writeAtomic(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

export const registryPath = (config: ReleaseConfig) => join(config.origin, REGISTRY_FILE);
export const remoteFolder = (config: ReleaseConfig, remote: string) => join(config.origin, remote);
export const historyPath = (config: ReleaseConfig, remote: string) =>
  join(remoteFolder(config, remote), HISTORY_FILE);

/** The origin's remotes.json, as text and parsed (an empty registry when there is none yet). */
export function readRegistry(config: ReleaseConfig): {
  text: string | null;
  doc: RegistryDocument;
} {
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

export function readHistory(config: ReleaseConfig, remote: string): History {
  const file = historyPath(config, remote);
  return existsSync(file) ? readJson<History>(file) : { live: [], log: [] };
}

/**
 * Runs `work` holding the origin's lock (a folder: mkdir is atomic), so that two releases at the
 * same moment each read the registry the other wrote. A lock left by a command that died is
 * taken over once its process is gone or it is older than STALE_LOCK_MS.
 */
export async function withLock<T>(config: ReleaseConfig, work: () => T): Promise<T> {
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

/** Replaces (or adds, last) one remote's entry, other entries and their order untouched. */
export function withEntry(
  doc: RegistryDocument,
  name: string,
  entry: Json | null,
): RegistryDocument {
  const remotes: Record<string, Json> = {};
  for (const [key, value] of Object.entries(doc.remotes)) {
    if (key !== name) remotes[key] = value;
    else if (entry) remotes[key] = entry;
  }
  if (entry && !(name in doc.remotes)) remotes[name] = entry;
  return { ...doc, remotes };
}

/** Keeps the last `keep` live entries (rollback targets); older ones go to the log only. */
export function trimmed(history: History, keep: number): History {
  return { ...history, live: history.live.slice(-Math.max(keep, 2)) };
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
