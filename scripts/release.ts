// Releases of one remote: publishes its build into the origin (a deploy folder laid out like a CDN
// origin, `<origin>/<remote>/<release>/…`) as an immutable release, checks it, and flips its entry
// in `<origin>/remotes.json` atomically; rolls back, lists and prunes (the origin on disk:
// release-origin.ts; the checks: release-checks.ts). scripts/release.mjs is its
// command line; `npm start` and the e2e run publish the builds with it too (docs/federation.md).
import {
  constants,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type AppInfo, REMOTES } from './apps';
import { root } from './workspace';
import {
  buildFiles,
  checkedDescription,
  checkServed,
  collision,
  remoteApp,
} from './release-checks';
import { computeReleaseId, DESCRIPTION_FILE, MANIFEST_FILE, releaseOf } from './release-id';
import {
  historyPath,
  listReleases,
  prune,
  Refused,
  type ReleaseConfig,
  readHistory,
  readRegistry,
  refuse,
  registryPath,
  releaseConfig,
  remoteFolder,
  serialize,
  sha256,
  trimmed,
  withEntry,
  withLock,
  withSlash,
  writeAtomic,
} from './release-origin';

export { type ReleaseConfig, releaseConfig } from './release-origin';

// ---------------------------------------------------------------------------------------------
// Publishing, flipping, rolling back, pruning.

/**
 * Copies the build's files (`buildFiles`: regular files only, checked) to its release folder;
 * false when that release was published before.
 */
function publish(dist: string, files: readonly string[], target: string): boolean {
  if (existsSync(target)) return false;
  mkdirSync(join(target, '..'), { recursive: true });
  const temporary = join(target, '..', `.${process.pid}.${Math.random().toString(36).slice(2)}`);
  for (const file of files) {
    mkdirSync(dirname(join(temporary, file)), { recursive: true });
    // Never through a link made since the check: the copy fails on anything but a file.
    if (!lstatSync(join(dist, file)).isFile()) {
      rmSync(temporary, { recursive: true, force: true });
      refuse(`${file} cambió durante la copia`);
    }
    copyFileSync(join(dist, file), join(temporary, file), constants.COPYFILE_EXCL);
  }
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
  // Before anything reads a file of it: a link could point anywhere.
  const files = buildFiles(from);
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
  const created = publish(from, files, target);
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
