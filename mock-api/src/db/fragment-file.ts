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

/** The fragment of one part of a nested key: `companies/3/products`. */
export const partOf = (key: string, member: string, part: string) => `${key}/${member}/${part}`;

type Nested = Record<string, Record<string, unknown>>;

/**
 * Keeps the committed JSON of every top-level key, and of every part of the `nested` key's
 * members (each company's collections). A write re-serialises only the fragments marked dirty,
 * so crediting one company's wallet does not re-stringify its ten thousand products, nor any
 * other company's data; the committed fragments double as the bodies of the list endpoints.
 */
export class FragmentFile<T extends object> implements Adapter<T> {
  private committed = new Map<string, Buffer>();
  private dirty = new Set<string>();

  constructor(
    readonly file: string,
    /** A top-level key holding members (by id) whose parts are fragments of their own. */
    private readonly nested?: keyof T & string,
  ) {}

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

  /** Every fragment of `data` and its value, top-level keys and nested parts alike. */
  private *paths(data: T): Generator<[string, unknown]> {
    for (const key of Object.keys(data)) {
      const value = (data as Record<string, unknown>)[key];
      if (key !== this.nested) {
        yield [key, value];
        continue;
      }
      for (const [member, parts] of Object.entries(value as Nested)) {
        for (const [part, partValue] of Object.entries(parts)) {
          yield [partOf(key, member, part), partValue];
        }
      }
    }
  }

  /** Serialises every fragment of `data` as the committed state (after a read). */
  prime(data: T) {
    this.committed = new Map([...this.paths(data)].map(([path, value]) => [path, encode(value)]));
    this.dirty.clear();
  }

  /** Marks a top-level key, or a nested part (`partOf(...)`), changed. */
  touch(path: string) {
    this.dirty.add(path);
  }

  touchAll(data: T) {
    for (const [path] of this.paths(data)) this.dirty.add(path);
  }

  get pending() {
    return this.dirty.size > 0;
  }

  /** The JSON of a fragment as it stands on disk. */
  fragment(path: string): Buffer | undefined {
    return this.committed.get(path);
  }

  async write(data: T): Promise<void> {
    // Snapshot synchronously: later changes to `data` belong to the next write.
    const staged = new Map(this.committed);
    const written = this.dirty;
    this.dirty = new Set();
    const values = new Map(this.paths(data));
    for (const path of written) if (values.has(path)) staged.set(path, encode(values.get(path)));
    const json = (path: string) => staged.get(path) ?? encode(values.get(path));

    const parts: Buffer[] = [];
    const open = (i: number, key: string) =>
      Buffer.from(`${i === 0 ? '{' : ','}${JSON.stringify(key)}:`);
    Object.keys(data).forEach((key, i) => {
      parts.push(open(i, key));
      if (key !== this.nested) {
        parts.push(json(key));
        return;
      }
      const members = Object.entries((data as Record<string, unknown>)[key] as Nested);
      members.forEach(([member, memberParts], j) => {
        parts.push(open(j, member));
        Object.keys(memberParts).forEach((part, k) => {
          parts.push(open(k, part), json(partOf(key, member, part)));
        });
        parts.push(Buffer.from(Object.keys(memberParts).length === 0 ? '{}' : '}'));
      });
      parts.push(Buffer.from(members.length === 0 ? '{}' : '}'));
    });
    parts.push(Buffer.from(parts.length === 0 ? '{}\n' : '}\n'));

    try {
      await atomicWrite(this.file, parts);
    } catch (error) {
      for (const path of written) this.dirty.add(path);
      throw error;
    }
    // Fragments of what no longer exists are dropped with the staged copy's next rebuild.
    for (const path of staged.keys()) if (!values.has(path)) staged.delete(path);
    this.committed = staged;
  }
}
