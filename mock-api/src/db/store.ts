/**
 * The store: the data in memory (lowdb's), one write queue with group commit, id indexes, what
 * list windows read (sorted views and folded search texts, kept as rows change), and a view per
 * company (`db/view.ts`) that is the only way operations reach a company's data. What a write
 * changed is recorded row by row (`db/changes.ts`) and committed to one of two places: the lowdb
 * JSON file (the default), or PostgreSQL (`db/pg.ts`), which any number of processes share.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Low, Memory } from 'lowdb';
import { countOf, fullSort, matchingRows, windowOf } from '../lists/engine';
import type { ListQuery } from '../lists/query';
import {
  type Change,
  companyPart,
  companyPath,
  isEntityKey,
  keysOf,
  keysPath,
  NESTED,
} from './changes';
import { FragmentFile, partOf, removeStaleTemps } from './fragment-file';
import { type LoggedChange, PgDisk, StaleError } from './pg';
import type { ListSpec } from '../lists/spec';
import { ListCache } from './list-cache';
import type {
  CompanyData,
  CompanyKey,
  Data,
  EntityKey,
  Item,
  ListItem,
  Listed,
  NewItem,
  RecordKey,
  Session,
  User,
} from './types';
import type { CompanyDb, CompanyTx } from './view';

/** What a provider-level write callback gets: users, sessions, new companies, and each company. */
export interface Tx {
  /** Everything, to read: change it only through the methods. */
  readonly data: Data;
  /** Stores a session under its token's hash. */
  putSession(hash: string, session: Session): void;
  /** Ends a session; false when there was none. */
  dropSession(hash: string): boolean;
  insertUser(fields: Omit<User, 'id' | 'createdAt'>): User;
  updateUser(id: number, patch: Partial<User>): User | undefined;
  /** Adds a company with `data` and returns its id (the next of the provider's sequence). */
  addCompany(data: CompanyData): number;
  /** The company `id`'s records, within this write; throws for a company that does not exist. */
  company(id: number): CompanyTx;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A write waiting for its turn on a shared database: it runs once the turn has caught up. */
interface Queued {
  change: (tx: Tx) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Entity = { id: number; createdAt?: string };

/** Gives `target` exactly `source`'s properties, in `source`'s order (a row another process wrote). */
const replaceProps = (target: object, source: object) => {
  for (const key of Object.keys(target)) delete (target as Record<string, unknown>)[key];
  Object.assign(target, source);
};

/** Past this many new rows, a list is built again rather than given them in one `unshift`. */
const UNSHIFT_MAX = 1_000;

/** The rows (taken now, when asked) handed out `size` at a time. */
async function* inBatches<T>(rows: readonly T[], size: number) {
  for (let at = 0; at < rows.length; at += size) yield rows.slice(at, at + size);
}

export class Store {
  private readonly low: Low<Data>;
  /** The lowdb file, when the data lives in one. */
  private readonly file: FragmentFile<Data> | undefined;
  /** PostgreSQL, when the data lives there (shared with other processes). */
  private readonly pg: PgDisk | undefined;
  /** Per company and collection ('3/products'), id -> item. */
  private readonly indexes = new Map<string, Map<number, Entity>>();
  private readonly views = new Map<number, CompanyDb>();
  private usersById: Map<number, User> | undefined;
  private waiters: Waiter[] = [];
  private queued: Queued[] = [];
  /** The file's write under way, or the shared database's write turns. */
  private flushing: Promise<void> | null = null;
  private scheduled = false;
  private reloading: Promise<void> | undefined;
  private readonly now: () => Date;
  /** Per company and list ('3/products'): what its windows read. */
  private readonly lists = new Map<string, ListCache>();
  /** Set when memory may be ahead of the database (a turn failed after running): reload. */
  private stale = false;
  private syncing: Promise<void> | undefined;
  private nextSync: Promise<void> | undefined;
  /**
   * New rows on their way to the front of their lists, oldest first, put there together when the
   * write or catch-up that made them ends, or sooner when something reads a list: at 100,000
   * rows one `unshift` moves the whole array (about 0.3 ms on these machines), so a write turn's
   * new products go on in one. Empty whenever the event loop is reached.
   */
  private readonly fronts = new Map<Entity[], Entity[]>();

  private constructor(
    data: Data,
    now: () => Date,
    disk: { file: FragmentFile<Data> } | { pg: PgDisk },
  ) {
    this.file = 'file' in disk ? disk.file : undefined;
    this.pg = 'pg' in disk ? disk.pg : undefined;
    this.low = new Low(this.file ?? new Memory<Data>(), data);
    this.now = now;
  }

  /**
   * Opens `dbFile`, creating it from `seed()` when missing. `repair` may fix derived values (and
   * the layout of older files) after loading, and returns the fragments it changed.
   */
  static async open(
    dbFile: string,
    seed: () => Promise<Data>,
    repair: (data: Data) => string[] = () => [],
    now: () => Date = () => new Date(),
  ): Promise<Store> {
    await mkdir(path.dirname(dbFile), { recursive: true });
    await removeStaleTemps(dbFile);
    const file = new FragmentFile<Data>(dbFile, NESTED);
    const loaded = await file.read();
    const data = loaded ?? (await seed());
    const changed = repair(data);
    const store = new Store(data, now, { file });
    file.prime(data);
    if (!loaded) file.touchAll(data);
    for (const fragment of changed) file.touch(fragment);
    if (file.pending) await store.low.write();
    return store;
  }

  /**
   * Opens the data on PostgreSQL (migrated already), filling an empty database from `seed()`:
   * two processes starting at once on an empty one fill it once.
   */
  static async openShared(
    disk: PgDisk,
    seed: () => Promise<Data>,
    now: () => Date = () => new Date(),
  ): Promise<Store> {
    if (await disk.isEmpty()) await disk.fill(await seed());
    return new Store(await disk.load(), now, { pg: disk });
  }

  get data(): Data {
    return this.low.data;
  }

  /** Whether other processes may write the same data (PostgreSQL). */
  get shared(): boolean {
    return this.pg !== undefined;
  }

  /**
   * Brings memory up to what every process has committed (PostgreSQL; at once for a file, which
   * one process holds). Each request awaits it first, so what any process acknowledged before
   * the request arrived is what it reads.
   */
  sync(): Promise<void> {
    if (!this.pg) return Promise.resolve();
    if (!this.syncing) {
      this.syncing = this.pull().finally(() => {
        this.syncing = undefined;
      });
      return this.syncing;
    }
    // One is under way, maybe asked before what this caller must see: one more after it.
    this.nextSync ??= this.syncing.then(() => {
      this.nextSync = undefined;
      return this.sync();
    });
    return this.nextSync;
  }

  private async pull(): Promise<void> {
    const pg = this.pg as PgDisk;
    if (this.stale) return this.reload();
    try {
      this.applyRemote(await pg.since());
    } catch (error) {
      if (!(error instanceof StaleError)) throw error;
      await this.reload();
    }
  }

  /**
   * Loads everything again from the database (memory went ahead of it, or the log moved on):
   * once for everyone who asks meanwhile, so no write turn runs on data a later load replaces.
   */
  private reload(): Promise<void> {
    this.reloading ??= (this.pg as PgDisk)
      .load()
      .then((data) => {
        this.low.data = data;
        this.indexes.clear();
        this.lists.clear();
        this.usersById = undefined;
        this.stale = false;
      })
      .finally(() => {
        this.reloading = undefined;
      });
    return this.reloading;
  }

  /** The committed data, read from where it is kept (the file, or the database). */
  async durable(): Promise<Data> {
    // A reader of its own: loading moves no position of this store's.
    if (this.pg) return new PgDisk(this.pg.db).load();
    return (await (this.file as FragmentFile<Data>).read()) as Data;
  }

  /** The company's view, or undefined when no company has that id. */
  company(id: number): CompanyDb | undefined {
    if (!Object.hasOwn(this.low.data.companies, String(id))) return undefined;
    let view = this.views.get(id);
    if (!view) {
      view = this.view(id);
      this.views.set(id, view);
    }
    return view;
  }

  findUser(id: number): User | undefined {
    this.usersById ??= new Map(this.low.data.users.map((user) => [user.id, user]));
    return this.usersById.get(id);
  }

  /**
   * Runs `change` and resolves with its result once the change is committed. On a file it runs
   * now, and changes that arrive while a write is in flight are committed together by the next
   * one. On a shared database it runs in the next write turn, after what other processes
   * committed is applied, together with the other changes queued by then.
   */
  write<T>(change: (tx: Tx) => T): Promise<T> {
    if (this.pg) {
      return new Promise<T>((resolve, reject) => {
        this.queued.push({ change, resolve: resolve as (value: unknown) => void, reject });
        this.schedule();
      });
    }
    let result: T;
    const changes: Change[] = [];
    try {
      result = change(this.tx(changes));
    } catch (error) {
      if (changes.length > 0) this.enqueue(changes).catch(() => undefined);
      return Promise.reject(error);
    } finally {
      this.placeFronts();
    }
    if (changes.length === 0) return Promise.resolve(result);
    return this.enqueue(changes).then(() => result);
  }

  /** Resolves when every queued change is committed. */
  async settle(): Promise<void> {
    while (this.flushing || this.scheduled || this.waiters.length > 0 || this.queued.length > 0) {
      await (this.flushing ?? new Promise((r) => setImmediate(r)));
    }
  }

  /** Waits for the queued changes, then lets the database go (PostgreSQL). */
  async close(): Promise<void> {
    await this.settle();
    await this.pg?.close();
  }

  /**
   * The JSON of a company's collection as it is in the file: kept per collection, so a write
   * re-serialises only the collections it changed. Undefined on PostgreSQL, which keeps rows.
   */
  fragment(company: number, key: CompanyKey): Buffer | undefined {
    return this.file?.fragment(partOf(NESTED, String(company), key));
  }

  private records(company: number): CompanyData {
    const data = this.low.data.companies[String(company)];
    if (!data) throw new Error(`no company ${company}`);
    return data;
  }

  private listCache(company: number, key: Listed): ListCache {
    const name = `${company}/${key}`;
    let cache = this.lists.get(name);
    if (!cache) {
      cache = new ListCache();
      this.lists.set(name, cache);
    }
    return cache;
  }

  private view(id: number): CompanyDb {
    const source = <K extends Listed>(key: K, spec: ListSpec) =>
      this.listCache(id, key).source(spec, this.records(id)[key] as ListItem<K>[]);
    /** Every row a query matches, in its order: worked out once until the list changes. */
    const matching = <K extends Listed>(key: K, spec: ListSpec, query: ListQuery) => {
      const list = source(key, spec);
      return this.listCache(id, key).memo(
        `rows ${JSON.stringify([query.filters, query.search, fullSort(spec, query.sort)])}`,
        () => [...matchingRows(spec, list, query)],
      ) as readonly ListItem<K>[];
    };
    return {
      id,
      list: (key) => this.records(id)[key],
      find: (key, itemId) => this.find(id, key, itemId),
      get: (key) => this.records(id)[key],
      users: () => this.low.data.users.filter((user) => user.company === id),
      window: async (key, spec, query) => {
        const list = source(key, spec);
        // Unfiltered, a window is a slice already.
        if (query.filters.length === 0 && query.search === '') return windowOf(spec, list, query);
        const rows = matching(key, spec, query);
        return { rows: rows.slice(query.start, query.end), total: rows.length };
      },
      count: async (key, spec, query, by) =>
        this.listCache(id, key).memo(
          `count ${JSON.stringify([query.filters, query.search, by ?? null])}`,
          () => countOf(spec, source(key, spec), query, by),
        ),
      rows: (key, spec, query, batch) => inBatches(matching(key, spec, query), batch),
      warm: (key, spec) =>
        this.listCache(id, key).warm(spec, this.records(id)[key] as readonly object[]),
      write: (change) => this.write((tx) => change(tx.company(id))),
    };
  }

  private enqueue(changes: Change[]): Promise<void> {
    const file = this.file as FragmentFile<Data>;
    // A company's key list is the database's: the file keeps the keys in its own order.
    for (const change of changes) if (keysOf(change.path) === undefined) file.touch(change.path);
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
      this.flushing = this.pg ? this.turns(this.pg) : this.flush();
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

  /**
   * Write turns on the shared database, one after another while writes are queued; then the
   * write lock goes back to the other processes.
   */
  private async turns(pg: PgDisk): Promise<void> {
    try {
      while (this.queued.length > 0) await this.turn(pg);
    } finally {
      pg.release();
      this.flushing = null;
      if (this.queued.length > 0) this.schedule();
    }
  }

  /**
   * One write turn: under the write lock, what other processes committed is applied, then the
   * changes queued by then run and are committed together.
   */
  private async turn(pg: PgDisk): Promise<void> {
    // The writes queued once the turn holds the lock, not when it starts: those that arrive
    // while it waits for it and catches up join it.
    let batch: Queued[] = [];
    const take = () => {
      batch = this.queued;
      this.queued = [];
    };
    const outcomes: { ok: boolean; value: unknown }[] = [];
    let ran = false;
    try {
      const remote = await pg.open();
      if (this.stale) await this.reload();
      else this.applyRemote(remote);
      ran = true;
      take();
      const changes: Change[] = [];
      for (const { change } of batch) {
        try {
          outcomes.push({ ok: true, value: change(this.tx(changes)) });
        } catch (error) {
          outcomes.push({ ok: false, value: error });
        }
      }
      this.placeFronts();
      if (changes.length > 0) await pg.write(changes);
      batch.forEach((queued, i) => {
        const outcome = outcomes[i] as { ok: boolean; value: unknown };
        if (outcome.ok) queued.resolve(outcome.value);
        else queued.reject(outcome.value);
      });
    } catch (error) {
      // Memory may hold changes the database refused: read it all again before going on.
      if (ran) this.stale = true;
      else take();
      for (const queued of batch) queued.reject(error);
    }
  }

  /** Applies, in order, what other processes committed (rows replaced, added, removed). */
  private applyRemote(remote: LoggedChange[]) {
    const pg = this.pg as PgDisk;
    const data = this.low.data;
    for (const change of remote) {
      if (change.seq <= pg.seq) continue;
      // A company's key order matters to a copy of the database only: memory has its own.
      if (keysOf(change.path) !== undefined) {
        pg.applied(change);
        continue;
      }
      const part = companyPart(change.path);
      if (change.key === null) {
        if (!part) {
          (data as unknown as Record<string, unknown>)[change.path] = change.data;
          if (change.path === 'users') this.usersById = undefined;
        } else {
          const [company, key] = part;
          data.companies[String(company)] ??= {} as CompanyData;
          (this.records(company) as unknown as Record<string, unknown>)[key] = change.data;
          if (isEntityKey(key)) {
            this.indexes.delete(`${company}/${key}`);
            this.lists.delete(`${company}/${key}`);
          }
        }
      } else if (change.path === 'sessions') {
        if (change.data === null) delete data.sessions[change.key];
        else data.sessions[change.key] = change.data as Session;
      } else if (change.path === 'users') {
        this.applyUser(Number(change.key), change.data as User | null);
      } else if (part) {
        this.applyRow(part[0], part[1] as EntityKey, Number(change.key), change.data);
      }
      pg.applied(change);
    }
    this.placeFronts();
  }

  private applyUser(id: number, value: User | null) {
    const users = this.low.data.users;
    const user = this.findUser(id);
    if (value === null) {
      if (user) users.splice(users.indexOf(user), 1);
      this.usersById?.delete(id);
    } else if (user) replaceProps(user, value);
    else {
      users.push(value);
      this.usersById?.set(id, value);
    }
  }

  private applyRow(company: number, key: EntityKey, id: number, value: unknown) {
    const index = this.index(company, key);
    const item = index.get(id);
    const cache = this.listCache(company, key);
    const items = this.records(company)[key] as Entity[];
    if (value === null) {
      if (!item) return;
      this.placeFront(items);
      items.splice(items.indexOf(item), 1);
      index.delete(id);
      cache.removed([item]);
    } else if (item) {
      cache.changing(item);
      replaceProps(item, value as object);
      cache.changed(item);
    } else {
      const row = value as Entity;
      this.prepend(items, row);
      index.set(id, row);
      cache.inserted([row]);
    }
  }

  private index(company: number, key: EntityKey): Map<number, Entity> {
    const name = `${company}/${key}`;
    let index = this.indexes.get(name);
    if (!index) {
      const items = this.records(company)[key] as Entity[];
      this.placeFront(items);
      index = new Map(items.map((item) => [item.id, item]));
      this.indexes.set(name, index);
    }
    return index;
  }

  private find<K extends EntityKey>(company: number, key: K, id: number): Item<K> | undefined {
    if (!Object.hasOwn(this.low.data.companies, String(company))) return undefined;
    return this.index(company, key).get(id) as Item<K> | undefined;
  }

  /**
   * The next id of `key` within its sequences, never one handed out before (`items`, read only
   * when the sequences have no `key` yet, are the ids handed out so far).
   */
  private static next(
    sequences: Record<string, number>,
    key: string,
    items: () => readonly { id: number }[],
  ): number {
    const last = sequences[key] ?? items().reduce((max, item) => Math.max(max, item.id), 0);
    sequences[key] = last + 1;
    return last + 1;
  }

  /** `row` goes to the front of `items` (the list's newest) when the write under way ends. */
  private prepend(items: Entity[], row: Entity) {
    const waiting = this.fronts.get(items);
    if (waiting) waiting.push(row);
    else this.fronts.set(items, [row]);
  }

  /** Puts every new row on its way at the front of its list, the newest first. */
  private placeFronts() {
    for (const items of this.fronts.keys()) this.placeFront(items);
  }

  /** The same for one list, before it is read. */
  private placeFront(items: Entity[]) {
    const rows = this.fronts.get(items);
    if (!rows) return;
    this.fronts.delete(items);
    rows.reverse();
    if (rows.length <= UNSHIFT_MAX) items.unshift(...rows);
    else {
      const older = items.splice(0);
      for (const row of rows) items.push(row);
      for (const row of older) items.push(row);
    }
  }

  private tx(changes: Change[]): Tx {
    const data = this.low.data;
    const companies = new Map<number, CompanyTx>();
    const companyTx = (id: number): CompanyTx => {
      let tx = companies.get(id);
      if (!tx) {
        tx = this.companyTx(id, changes);
        companies.set(id, tx);
      }
      return tx;
    };
    return {
      data,
      putSession: (hash, session) => {
        const known = Object.hasOwn(data.sessions, hash);
        data.sessions[hash] = session;
        changes.push({
          path: 'sessions',
          key: hash,
          value: session,
          at: known ? undefined : 'back',
        });
      },
      dropSession: (hash) => {
        if (!Object.hasOwn(data.sessions, hash)) return false;
        delete data.sessions[hash];
        changes.push({ path: 'sessions', key: hash, value: null });
        return true;
      },
      insertUser: (fields) => this.pushUser(fields, changes),
      updateUser: (id, patch) => {
        const user = this.findUser(id);
        if (!user) return undefined;
        Object.assign(user, patch, { id: user.id, createdAt: user.createdAt });
        changes.push({ path: 'users', key: String(id), value: user });
        return user;
      },
      addCompany: (records) => {
        const ids = () => Object.keys(data.companies).map((id) => ({ id: Number(id) }));
        const id = Store.next(data.sequences, 'companies', ids);
        data.companies[String(id)] = records;
        changes.push(
          { path: 'sequences', value: data.sequences },
          { path: keysPath(id), value: Object.keys(records) },
        );
        for (const [key, value] of Object.entries(records)) {
          changes.push({ path: companyPath(id, key), value });
        }
        return id;
      },
      company: (id) => {
        if (!Object.hasOwn(data.companies, String(id))) throw new Error(`no company ${id}`);
        return companyTx(id);
      },
    };
  }

  /** Stores a new account in the write under way: its id and creation time are set here. */
  private pushUser(fields: Omit<User, 'id' | 'createdAt'>, changes: Change[]): User {
    const data = this.low.data;
    const user: User = {
      id: Store.next(data.sequences, 'users', () => data.users),
      ...fields,
      createdAt: this.now().toISOString(),
    };
    data.users.push(user);
    this.usersById?.set(user.id, user);
    changes.push(
      { path: 'users', key: String(user.id), value: user, at: 'back' },
      { path: 'sequences', value: data.sequences },
    );
    return user;
  }

  /** Whether `login` (a user name or an email) is some account's, case aside. */
  private loginTaken(login: string): boolean {
    const key = login.trim().toLowerCase();
    return this.low.data.users.some(
      (user) => user.username.toLowerCase() === key || user.email.toLowerCase() === key,
    );
  }

  private companyTx(company: number, changes: Change[]): CompanyTx {
    const records = this.records(company);
    const data = this.low.data;
    const ownUser = (id: number) => {
      const user = this.findUser(id);
      return user?.company === company ? user : undefined;
    };
    const row = (key: EntityKey, item: Entity, at?: 'front') =>
      changes.push({ path: companyPath(company, key), key: String(item.id), value: item, at });
    const gone = (key: EntityKey, item: Entity) =>
      changes.push({ path: companyPath(company, key), key: String(item.id), value: null });
    /** A collection as it stands in this write, its new rows in place. */
    const list = (key: EntityKey) => {
      const items = records[key] as Entity[];
      this.placeFront(items);
      return items;
    };
    /** Stores one new row (newest first); its list's sorted views are the caller's to update. */
    const add = <K extends EntityKey>(key: K, fields: NewItem<K>): Item<K> => {
      const item = {
        id: Store.next(records.sequences, key, () => list(key)),
        ...fields,
        createdAt: this.now().toISOString(),
      };
      changes.push({ path: companyPath(company, 'sequences'), value: records.sequences });
      this.prepend(records[key] as Entity[], item);
      this.index(company, key).set(item.id, item);
      row(key, item, 'front');
      return item as unknown as Item<K>;
    };
    return {
      id: company,
      list: (key) => list(key) as unknown as Item<typeof key>[],
      find: (key, id) => this.find(company, key, id),
      insert: (key, fields) => {
        const item = add(key, fields);
        this.listCache(company, key).inserted([item]);
        return item;
      },
      insertMany: (key, rows) => {
        const items = rows.map((fields) => add(key, fields));
        // One change to the sorted views for the whole batch (a large one rebuilds them).
        this.listCache(company, key).inserted(items);
        return items;
      },
      update: (key, id, patch) => {
        const item = this.find(company, key, id);
        if (!item) return undefined;
        const cache = this.listCache(company, key);
        cache.changing(item);
        Object.assign(item, patch, { id: item.id, createdAt: item.createdAt });
        cache.changed(item);
        row(key, item);
        return item;
      },
      remove: (key, id) => {
        const items = list(key);
        const at = items.findIndex((item) => item.id === id);
        if (at < 0) return undefined;
        const [removed] = items.splice(at, 1);
        this.index(company, key).delete(id);
        if (removed) {
          this.listCache(company, key).removed([removed]);
          gone(key, removed);
        }
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
        for (const item of removed) {
          this.index(company, key).delete(item.id);
          gone(key, item);
        }
        this.listCache(company, key).removed(removed);
        return removed as unknown as Item<typeof key>[];
      },
      get: (key) => records[key],
      set: <R extends RecordKey>(key: R, value: CompanyData[R]) => {
        records[key] = value;
        changes.push({ path: companyPath(company, key), value });
      },
      users: () => data.users.filter((user) => user.company === company),
      addUser: (fields) =>
        this.loginTaken(fields.username) || this.loginTaken(fields.email)
          ? undefined
          : this.pushUser({ company, ...fields }, changes),
      updateUser: (id, patch) => {
        const user = ownUser(id);
        if (!user) return undefined;
        Object.assign(user, patch, { id: user.id, company, createdAt: user.createdAt });
        changes.push({ path: 'users', key: String(id), value: user });
        return user;
      },
      removeUser: (id) => {
        const user = ownUser(id);
        if (!user) return undefined;
        data.users.splice(data.users.indexOf(user), 1);
        this.usersById?.delete(id);
        changes.push({ path: 'users', key: String(id), value: null });
        for (const [hash, session] of Object.entries(data.sessions)) {
          if (session.userId !== id) continue;
          delete data.sessions[hash];
          changes.push({ path: 'sessions', key: hash, value: null });
        }
        return user;
      },
    };
  }
}
