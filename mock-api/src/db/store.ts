/** The store: lowdb in memory, one write queue with group commit, id indexes and cached list JSON. */
import { mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import path from 'node:path';
import { Low } from 'lowdb';
import { FragmentFile, removeStaleTemps } from './fragment-file';
import type { Data, EntityKey, Item, Key, NewItem } from './types';

/**
 * What a write callback gets. It runs synchronously, so it sees and changes the data
 * atomically; it must check everything before it changes anything, because a throw
 * after a change would leave that change in memory.
 */
export interface Tx {
  readonly data: Data;
  find<K extends EntityKey>(key: K, id: number): Item<K> | undefined;
  insert<K extends EntityKey>(key: K, fields: NewItem<K>): Item<K>;
  /** Inserts in order; the last one ends up first (newest first). */
  insertMany<K extends EntityKey>(key: K, rows: NewItem<K>[]): Item<K>[];
  update<K extends EntityKey>(key: K, id: number, patch: Partial<Item<K>>): Item<K> | undefined;
  remove<K extends EntityKey>(key: K, id: number): Item<K> | undefined;
  removeWhere<K extends EntityKey>(key: K, test: (item: Item<K>) => boolean): Item<K>[];
  /** Marks a key changed after editing `data` directly. */
  touch(key: Key): void;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

type Entity = { id: number };

const gzipAsync = promisify(gzip);

export class Store {
  private readonly low: Low<Data>;
  private readonly file: FragmentFile<Data>;
  private readonly indexes = new Map<EntityKey, Map<number, Entity>>();
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private scheduled = false;
  private readonly now: () => Date;
  private readonly gzipped = new Map<Key, { source: Buffer; body: Promise<Buffer> }>();

  private constructor(file: FragmentFile<Data>, data: Data, now: () => Date) {
    this.file = file;
    this.low = new Low(file, data);
    this.now = now;
  }

  /**
   * Opens `dbFile`, creating it from `seed()` when missing. `repair` may fix derived
   * values after loading and returns the keys it changed.
   */
  static async open(
    dbFile: string,
    seed: () => Promise<Data>,
    repair: (data: Data) => Key[] = () => [],
    now: () => Date = () => new Date(),
  ): Promise<Store> {
    await mkdir(path.dirname(dbFile), { recursive: true });
    await removeStaleTemps(dbFile);
    const file = new FragmentFile<Data>(dbFile);
    const loaded = await file.read();
    const data = loaded ?? (await seed());
    const store = new Store(file, data, now);
    file.prime(data);
    if (!loaded) file.touchAll(data);
    for (const key of repair(data)) file.touch(key);
    if (file.pending) await store.low.write();
    return store;
  }

  get data(): Data {
    return this.low.data;
  }

  /** The committed JSON of `key`: a list endpoint's body, as on disk. */
  json(key: Key): Buffer {
    return this.file.fragment(key) ?? Buffer.from(JSON.stringify(this.low.data[key]));
  }

  /** The committed JSON of `key`, gzipped once per version (large lists are sent compressed). */
  gzip(key: Key): Promise<Buffer> {
    const source = this.json(key);
    const cached = this.gzipped.get(key);
    if (cached?.source === source) return cached.body;
    const body = gzipAsync(source);
    this.gzipped.set(key, { source, body });
    return body;
  }

  find<K extends EntityKey>(key: K, id: number): Item<K> | undefined {
    return this.index(key).get(id) as Item<K> | undefined;
  }

  /**
   * Runs `change` now and resolves with its result once the change is on disk. Changes
   * that arrive while a write is in flight are committed together by the next one.
   */
  write<T>(change: (tx: Tx) => T): Promise<T> {
    let result: T;
    const touched = new Set<Key>();
    try {
      result = change(this.tx(touched));
    } catch (error) {
      if (touched.size > 0) this.enqueue(touched).catch(() => undefined);
      return Promise.reject(error);
    }
    if (touched.size === 0) return Promise.resolve(result);
    return this.enqueue(touched).then(() => result);
  }

  /** Resolves when every queued change is on disk. */
  async settle(): Promise<void> {
    while (this.flushing || this.scheduled || this.waiters.length > 0) {
      await (this.flushing ?? new Promise((r) => setImmediate(r)));
    }
  }

  private enqueue(touched: Set<Key>): Promise<void> {
    for (const key of touched) this.file.touch(key);
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    // setImmediate lets requests handled in the same loop turn join this commit.
    setImmediate(() => {
      this.scheduled = false;
      this.flushing = this.flush();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiters;
    this.waiters = [];
    try {
      await this.low.write();
      for (const waiter of batch) waiter.resolve();
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    } finally {
      this.flushing = null;
      if (this.waiters.length > 0) this.schedule();
    }
  }

  private index(key: EntityKey): Map<number, Entity> {
    let index = this.indexes.get(key);
    if (!index) {
      const items = this.low.data[key] as Entity[];
      index = new Map(items.map((item) => [item.id, item]));
      this.indexes.set(key, index);
    }
    return index;
  }

  private nextId(key: EntityKey, touched: Set<Key>): number {
    const data = this.low.data;
    const items = data[key] as Entity[];
    const last = data.sequences[key] ?? items.reduce((max, item) => Math.max(max, item.id), 0);
    data.sequences[key] = last + 1;
    touched.add('sequences');
    return last + 1;
  }

  private tx(touched: Set<Key>): Tx {
    const data = this.low.data;
    const list = (key: EntityKey) => data[key] as Entity[];
    const insert = <K extends EntityKey>(key: K, fields: NewItem<K>): Item<K> => {
      const item = {
        id: this.nextId(key, touched),
        ...fields,
        createdAt: this.now().toISOString(),
      };
      list(key).unshift(item);
      this.index(key).set(item.id, item);
      touched.add(key);
      return item as unknown as Item<K>;
    };
    return {
      data,
      find: (key, id) => this.find(key, id),
      insert,
      insertMany: (key, rows) => rows.map((row) => insert(key, row)),
      update: (key, id, patch) => {
        const item = this.find(key, id);
        if (!item) return undefined;
        Object.assign(item, patch, { id: item.id, createdAt: item.createdAt });
        touched.add(key);
        return item;
      },
      remove: (key, id) => {
        const items = list(key);
        const at = items.findIndex((item) => item.id === id);
        if (at < 0) return undefined;
        const [removed] = items.splice(at, 1);
        this.index(key).delete(id);
        touched.add(key);
        return removed as unknown as Item<typeof key>;
      },
      removeWhere: (key, test) => {
        const items = list(key);
        const kept: Entity[] = [];
        const removed: Entity[] = [];
        for (const item of items) (test(item as Item<typeof key>) ? removed : kept).push(item);
        if (removed.length === 0) return [];
        items.length = 0;
        for (const item of kept) items.push(item);
        for (const item of removed) this.index(key).delete(item.id);
        touched.add(key);
        return removed as unknown as Item<typeof key>[];
      },
      touch: (key) => touched.add(key),
    };
  }
}
