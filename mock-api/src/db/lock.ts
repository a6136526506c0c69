/** One API process per DB file: a lock file beside it holds the owner's pid (stale ones are taken over). */
import { open, readFile, unlink } from 'node:fs/promises';

const held = new Set<string>();

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of a live process holding `dbFile`, if any. */
export const lockOwner = async (dbFile: string): Promise<number | undefined> => {
  const lock = `${dbFile}.lock`;
  if (held.has(lock)) return process.pid;
  const pid = Number((await readFile(lock, 'utf8').catch(() => '')).trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
};

/** Takes the lock of `dbFile` and returns its release, or throws if another process has it. */
export const lock = async (dbFile: string): Promise<() => Promise<void>> => {
  const path = `${dbFile}.lock`;
  const owner = await lockOwner(dbFile);
  if (owner) {
    throw new Error(
      `${dbFile} is in use by process ${owner}; stop that API or use another DB_FILE (two processes would overwrite each other's writes)`,
    );
  }
  // The file is missing or stale (its process is gone): replace it.
  await unlink(path).catch(() => undefined);
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(String(process.pid));
  } finally {
    await handle.close();
  }
  held.add(path);
  return async () => {
    held.delete(path);
    await unlink(path).catch(() => undefined);
  };
};
