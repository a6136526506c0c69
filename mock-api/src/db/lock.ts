/**
 * One API process per DB file. The lock is a file beside the real file (symlinks resolved)
 * holding the owner's pid; it is created by an exclusive link, and a lock whose process is
 * gone is taken over under a second exclusive guard, so two processes starting at the same
 * moment can never both win.
 */
import { randomBytes } from 'node:crypto';
import { link, lstat, readFile, readlink, realpath, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const held = new Set<string>();

const code = (error: unknown) => (error as NodeJS.ErrnoException)?.code;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return code(error) === 'EPERM';
  }
};

/**
 * The path `dbFile` stands for once every symlink is followed, even when the file (or a
 * symlink's target) does not exist yet: two names for one file must share one lock.
 */
export const realDbPath = async (dbFile: string, depth = 0): Promise<string> => {
  const absolute = path.resolve(dbFile);
  try {
    return await realpath(absolute);
  } catch (error) {
    if (code(error) !== 'ENOENT') throw error;
  }
  const stat = await lstat(absolute).catch(() => undefined);
  if (stat?.isSymbolicLink()) {
    if (depth > 40) throw new Error(`${dbFile}: too many levels of symbolic links`);
    const target = await readlink(absolute);
    return realDbPath(path.resolve(path.dirname(absolute), target), depth + 1);
  }
  const dir = await realpath(path.dirname(absolute)).catch(() => path.dirname(absolute));
  return path.join(dir, path.basename(absolute));
};

const readPid = async (file: string): Promise<number | undefined> => {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
};

/** Creates `file` holding this pid, atomically and only if it does not exist (EEXIST otherwise). */
const createExclusive = async (file: string) => {
  // Written beside it first and hard-linked into place: no reader ever sees an empty lock.
  // Not named '*.tmp': the store clears those at start, and a rival may be starting now.
  const temp = `${file}.${randomBytes(6).toString('hex')}.new`;
  await writeFile(temp, String(process.pid), { flag: 'wx' });
  try {
    await link(temp, file);
  } finally {
    await unlink(temp).catch(() => undefined);
  }
};

/** The pid of a live process holding `dbFile`, if any (`dbFile` already a real path). */
const ownerOf = async (lockFile: string): Promise<number | undefined> => {
  if (held.has(lockFile)) return process.pid;
  const pid = await readPid(lockFile);
  return pid !== undefined && pid !== process.pid && isAlive(pid) ? pid : undefined;
};

/** The pid of a live process holding `dbFile`, if any. */
export const lockOwner = async (dbFile: string): Promise<number | undefined> =>
  ownerOf(`${await realDbPath(dbFile)}.lock`);

const inUse = (dbFile: string, pid: number) =>
  new Error(
    `${dbFile} is in use by process ${pid}; stop that API or use another DB_FILE (two processes would overwrite each other's writes)`,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Removes the lock file if it still names the dead process `stale`. Only the holder of the
 * `.takeover` guard may do so, so two processes that both saw the stale lock cannot remove
 * each other's fresh one. Returns false when another process is taking over right now.
 */
const removeStale = async (lockFile: string, stale: number | undefined): Promise<boolean> => {
  const guard = `${lockFile}.takeover`;
  try {
    await createExclusive(guard);
  } catch (error) {
    if (code(error) !== 'EEXIST') throw error;
    const holder = await readPid(guard);
    // A guard left by a process killed during its takeover is cleared; the caller retries.
    if (holder === undefined || !isAlive(holder)) await unlink(guard).catch(() => undefined);
    return false;
  }
  try {
    if ((await readPid(lockFile)) === stale) await unlink(lockFile).catch(() => undefined);
    return true;
  } finally {
    await unlink(guard).catch(() => undefined);
  }
};

/** Takes the lock of `dbFile` and returns its release, or throws if another process has it. */
export const lock = async (dbFile: string): Promise<() => Promise<void>> => {
  const real = await realDbPath(dbFile);
  const lockFile = `${real}.lock`;
  if (held.has(lockFile)) throw inUse(dbFile, process.pid);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      await createExclusive(lockFile);
      held.add(lockFile);
      return async () => {
        held.delete(lockFile);
        if ((await readPid(lockFile)) === process.pid)
          await unlink(lockFile).catch(() => undefined);
      };
    } catch (error) {
      if (code(error) !== 'EEXIST') throw error;
    }
    const pid = await readPid(lockFile);
    if (pid !== undefined && pid !== process.pid && isAlive(pid)) throw inUse(dbFile, pid);
    // The lock names a process that is gone (or this one, left by an earlier run with our
    // pid reused): take it over, then try the exclusive create again.
    if (!(await removeStale(lockFile, pid))) await sleep(5 + Math.random() * 10);
  }
  throw new Error(`${dbFile}: could not take the lock file ${lockFile}`);
};
