/** lowdb adapter: builds the file from per-key cached JSON fragments and replaces it atomically. */
import { randomBytes } from 'node:crypto';
import { open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';

const TEMP_SUFFIX = '.tmp';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/** Makes a finished rename durable; some platforms cannot open a directory, which is fine. */
const syncDir = async (dir: string) => {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Best effort: the file content itself is already on disk.
  }
};

/**
 * Writes `parts` to a temp file beside `file`, fsyncs it, then renames it over `file`.
 * A crash at any point leaves either the old file or the new one.
 */
export const atomicWrite = async (file: string, parts: Buffer[]) => {
  const temp = `${file}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
  const expected = parts.reduce((sum, part) => sum + part.length, 0);
  try {
    const handle = await open(temp, 'w');
    try {
      const { bytesWritten } = await handle.writev(parts);
      if (bytesWritten !== expected) throw new Error(`short write: ${bytesWritten}/${expected}`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDir(path.dirname(file));
};

/** Removes temp files a killed process left beside `file`. */
export const removeStaleTemps = async (file: string) => {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix) && name.endsWith(TEMP_SUFFIX))
      .map((name) => unlink(path.join(dir, name)).catch(() => undefined)),
  );
};

const encode = (value: unknown) => Buffer.from(JSON.stringify(value));

/**
 * Keeps the committed JSON of every top-level key. A write re-serialises only the keys
 * marked dirty, so crediting the wallet does not re-stringify ten thousand products;
 * the committed fragments double as the bodies of the list endpoints.
 */
export class FragmentFile<T extends object> implements Adapter<T> {
  private committed = new Map<keyof T, Buffer>();
  private dirty = new Set<keyof T>();

  constructor(readonly file: string) {}

  async read(): Promise<T | null> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new Error(
        `${this.file} is not valid JSON data; run \`pnpm --filter mock-api reset\` to recreate it`,
      );
    }
    return data as T;
  }

  /** Serialises every key of `data` as the committed state (after a read). */
  prime(data: T) {
    this.committed = new Map((Object.keys(data) as (keyof T)[]).map((k) => [k, encode(data[k])]));
    this.dirty.clear();
  }

  touch(key: keyof T) {
    this.dirty.add(key);
  }

  touchAll(data: T) {
    for (const key of Object.keys(data) as (keyof T)[]) this.dirty.add(key);
  }

  get pending() {
    return this.dirty.size > 0;
  }

  /** The JSON of `key` as it stands on disk. */
  fragment(key: keyof T): Buffer | undefined {
    return this.committed.get(key);
  }

  async write(data: T): Promise<void> {
    // Snapshot synchronously: later changes to `data` belong to the next write.
    const staged = new Map(this.committed);
    const written = this.dirty;
    this.dirty = new Set();
    for (const key of written) staged.set(key, encode(data[key]));

    const parts: Buffer[] = [];
    (Object.keys(data) as (keyof T)[]).forEach((key, i) => {
      parts.push(Buffer.from(`${i === 0 ? '{' : ','}${JSON.stringify(key)}:`));
      parts.push(staged.get(key) ?? encode(data[key]));
    });
    parts.push(Buffer.from(parts.length === 0 ? '{}\n' : '}\n'));

    try {
      await atomicWrite(this.file, parts);
    } catch (error) {
      for (const key of written) this.dirty.add(key);
      throw error;
    }
    this.committed = staged;
  }
}
