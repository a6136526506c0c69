/**
 * A throwaway PostgreSQL cluster for tests and benches: initdb in a temporary directory, served on
 * a Unix socket in that directory only (no TCP), stopped and removed by `stop()`, on the process's
 * exit, or by a watchdog when the process dies without either (SIGKILL). Never the system's
 * cluster. Plain node: vitest's global setup, a test and a tsx script all import it.
 */
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { aptInstall } from './apt';

const run = promisify(execFile);

export interface PgClusterOptions {
  /**
   * PostgreSQL's durable defaults (fsync, synchronous commit, full-page writes) instead of the
   * test settings that trade crash safety for speed: a bench that measures writes wants them.
   */
  durable?: boolean;
}

export interface PgCluster {
  /** The maintenance database's URL: postgresql://app@localhost:<port>/postgres?host=<dir>. */
  url: string;
  /** The temporary directory: the data directory, the socket and the server's log. */
  dir: string;
  /** Creates an empty database (a fresh unique name unless given); resolves with its URL. */
  createDatabase: (name?: string) => Promise<string>;
  /** Stops the server at once (no checkpoint: its data is thrown away) and removes the directory. */
  stop: () => Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

/** The directory of initdb, pg_ctl and postgres: the newest /usr/lib/postgresql/<n>/bin, or pg_config's. */
const findBinDir = (): string | undefined => {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = path.join(debian, version, 'bin');
      if (existsSync(path.join(bin, 'initdb'))) return bin;
    }
  }
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const bin = config.status === 0 ? config.stdout.trim() : '';
  return bin && existsSync(path.join(bin, 'initdb')) ? bin : undefined;
};

/**
 * PostgreSQL's server binaries; as root, Debian's `postgresql` package is installed first when
 * they are missing (as `npm test` does for Chromium); otherwise a missing server is an error that
 * says how to install it.
 */
export const postgresBinDir = async (): Promise<string> => {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot()) {
    throw new Error(
      'PostgreSQL is not installed (no initdb in /usr/lib/postgresql/<version>/bin nor in ' +
        '`pg_config --bindir`). Install it with:\n    sudo apt-get update && sudo apt-get install -y postgresql',
    );
  }
  await aptInstall('postgresql');
  const installed = findBinDir();
  if (!installed) throw new Error('apt-get installed postgresql, yet no initdb was found');
  return installed;
};

/** A PostgreSQL command: as the `postgres` user when root (initdb and pg_ctl refuse root). */
const asOwner = (bin: string, command: string, args: string[]): [string, string[]] =>
  isRoot()
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
    : [path.join(bin, command), args];

/** A database name of our own: letters, digits and underscores, unique across processes. */
const freshName = () => `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

const checkName = (name: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad database name: ${name}`);
  return name;
};

/** `url` with its database replaced by `name`. */
export const databaseUrl = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${checkName(name)}`;
  return next.toString();
};

/** Runs `sql` on the database `url` names, on a connection of its own. */
const execute = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/**
 * Creates an empty database on the cluster whose maintenance URL is `url` (a fresh unique name
 * unless given); resolves with the new database's URL. For test workers, which get the URL only.
 */
export const createDatabase = async (url: string, name = freshName()) => {
  await execute(url, `CREATE DATABASE ${checkName(name)}`);
  return databaseUrl(url, name);
};

/** Drops the database `url` names, closing whatever connections it still has. */
export const dropDatabase = async (url: string) => {
  const name = checkName(new URL(url).pathname.slice(1));
  await execute(databaseUrl(url, 'postgres'), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
};

/** Starts a cluster of its own in a new temporary directory; about two seconds. */
export const startPgCluster = async (options: PgClusterOptions = {}): Promise<PgCluster> => {
  const bin = await postgresBinDir();
  const dir = await mkdtemp(path.join(tmpdir(), 'mock-api-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  // Names the socket only (.s.PGSQL.<port> in `dir`): nothing listens on TCP.
  const port = 40_000 + Math.floor(Math.random() * 20_000);
  const pgCtl = (...args: string[]) => asOwner(bin, 'pg_ctl', ['-D', data, ...args]);
  const stopArgs = pgCtl('-m', 'immediate', 'stop');

  let watchdog: ChildProcess | undefined;
  let stopped = false;
  /** On the process's exit without stop(): nothing may outlive it. Synchronous, as exit wants. */
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(...stopArgs, { stdio: 'ignore' });
    spawnSync('rm', ['-rf', dir], { stdio: 'ignore' });
  };
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopNow);
    await run(...stopArgs).catch(() => undefined); // not running: nothing to stop
    await rm(dir, { recursive: true, force: true });
    watchdog?.stdin?.end();
  };

  try {
    if (isRoot()) {
      const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      if (owner.status !== 0 || group.status !== 0) {
        throw new Error(
          'no `postgres` user to run initdb as (is the postgresql package installed?)',
        );
      }
      await chown(dir, Number(owner.stdout), Number(group.stdout));
    }
    await run(
      ...asOwner(bin, 'initdb', [
        ...['-D', data, '-A', 'trust', '-U', 'app', '--no-sync', '-E', 'UTF8', '--locale=C'],
      ]),
    );
    // The settings go into the cluster's own configuration: no shell quoting, and a server
    // restarted by hand on `data` comes back the same.
    const settings = [
      "listen_addresses = ''",
      `unix_socket_directories = '${dir}'`,
      `port = ${port}`,
      'max_connections = 200',
      ...(options.durable
        ? []
        : ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']),
    ];
    await appendFile(path.join(data, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    process.on('exit', stopNow);
    // A watchdog outside our process group: when this process dies, however, its end of the pipe
    // closes, and the watchdog stops the server and removes the directory.
    const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;
    watchdog = spawn(
      'sh',
      [
        '-c',
        `cat >/dev/null; ${[stopArgs[0], ...stopArgs[1]].map(quote).join(' ')} >/dev/null 2>&1; rm -rf ${quote(dir)}`,
      ],
      { detached: true, stdio: ['pipe', 'ignore', 'ignore'] },
    );
    watchdog.unref();
    (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    await run(...pgCtl('-w', '-t', '60', '-l', log, 'start'));
  } catch (error) {
    await stop();
    throw error;
  }

  const url = `postgresql://app@localhost:${port}/postgres?host=${encodeURI(dir)}`;
  return { url, dir, createDatabase: (name) => createDatabase(url, name), stop };
};
