/**
 * The store: lowdb in memory, one write queue with group commit, id indexes, what list windows
 * read (sorted views and folded search texts, kept as rows change), and a view per company
 * (`db/view.ts`) that is the only way operations reach a company's data.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { countOf, fullSort, matchingRows, windowOf } from '../lists/engine';
import type { ListQuery } from '../lists/query';
import { FragmentFile, partOf, removeStaleTemps } from './fragment-file';
import type { ListSpec } from '../lists/spec';
import { ListCache } from './list-cache';
import type {
  CompanyData,
  CompanyKey,
  Data,
  EntityKey,
  Item,
  Key,
  ListItem,
  Listed,
  NewItem,
  RecordKey,
  User,
} from './types';
import type { CompanyDb, CompanyTx } from './view';

/** What a provider-level write callback gets: users, sessions, new companies, and each company. */
export interface Tx {
  readonly data: Data;
  /** Marks a top-level key changed after editing `data` directly ('users', 'sessions'). */
  touch(key: Exclude<Key, 'companies'>): void;
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

type Entity = { id: number; createdAt?: string };

const NESTED = 'companies';

/** The rows (taken now, when asked) handed out `size` at a time. */
async function* inBatches<T>(rows: readonly T[], size: number) {
  for (let at = 0; at < rows.length; at += size) yield rows.slice(at, at + size);
}

export class Store {
  private readonly low: Low<Data>;
  private readonly file: FragmentFile<Data>;
  /** Per company and collection ('3/products'), id -> item. */
  private readonly indexes = new Map<string, Map<number, Entity>>();
  private readonly views = new Map<number, CompanyDb>();
  private usersById: Map<number, User> | undefined;
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private scheduled = false;
  private readonly now: () => Date;
  /** Per company and list ('3/products'): what its windows read. */
  private readonly lists = new Map<string, ListCache>();

  private constructor(file: FragmentFile<Data>, data: Data, now: () => Date) {
    this.file = file;
    this.low = new Low(file, data);
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
    const store = new Store(file, data, now);
    file.prime(data);
    if (!loaded) file.touchAll(data);
    for (const fragment of changed) file.touch(fragment);
    if (file.pending) await store.low.write();
    return store;
  }

  get data(): Data {
    return this.low.data;
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
   * Runs `change` now and resolves with its result once the change is on disk. Changes that
   * arrive while a write is in flight are committed together by the next one.
   */
  write<T>(change: (tx: Tx) => T): Promise<T> {
    let result: T;
    const touched = new Set<string>();
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

  /**
   * The JSON of a company's collection as it is on disk: kept per collection, so a write
   * re-serialises only the collections it changed.
   */
  fragment(company: number, key: CompanyKey): Buffer | undefined {
    return this.file.fragment(partOf(NESTED, String(company), key));
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

  private enqueue(touched: Set<string>): Promise<void> {
    for (const fragment of touched) this.file.touch(fragment);
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

  private index(company: number, key: EntityKey): Map<number, Entity> {
    const name = `${company}/${key}`;
    let index = this.indexes.get(name);
    if (!index) {
      const items = this.records(company)[key] as Entity[];
      index = new Map(items.map((item) => [item.id, item]));
      this.indexes.set(name, index);
    }
    return index;
  }

  private find<K extends EntityKey>(company: number, key: K, id: number): Item<K> | undefined {
    if (!Object.hasOwn(this.low.data.companies, String(company))) return undefined;
    return this.index(company, key).get(id) as Item<K> | undefined;
  }

  /** The next id of `key` within its sequences, never one handed out before. */
  private static next(sequences: Record<string, number>, key: string, items: Entity[]): number {
    const last = sequences[key] ?? items.reduce((max, item) => Math.max(max, item.id), 0);
    sequences[key] = last + 1;
    return last + 1;
  }

  private tx(touched: Set<string>): Tx {
    const data = this.low.data;
    const companies = new Map<number, CompanyTx>();
    const companyTx = (id: number): CompanyTx => {
      let tx = companies.get(id);
      if (!tx) {
        tx = this.companyTx(id, touched);
        companies.set(id, tx);
      }
      return tx;
    };
    return {
      data,
      touch: (key) => touched.add(key),
      insertUser: (fields) => this.pushUser(fields, touched),
      updateUser: (id, patch) => {
        const user = this.findUser(id);
        if (!user) return undefined;
        Object.assign(user, patch, { id: user.id, createdAt: user.createdAt });
        touched.add('users');
        return user;
      },
      addCompany: (records) => {
        const ids = Object.keys(data.companies).map((id) => ({ id: Number(id) }));
        const id = Store.next(data.sequences, 'companies', ids);
        data.companies[String(id)] = records;
        touched.add('sequences');
        for (const key of Object.keys(records)) touched.add(partOf(NESTED, String(id), key));
        return id;
      },
      company: (id) => {
        if (!Object.hasOwn(data.companies, String(id))) throw new Error(`no company ${id}`);
        return companyTx(id);
      },
    };
  }

  /** Stores a new account in the write under way: its id and creation time are set here. */
  private pushUser(fields: Omit<User, 'id' | 'createdAt'>, touched: Set<string>): User {
    const data = this.low.data;
    const user: User = {
      id: Store.next(data.sequences, 'users', data.users),
      ...fields,
      createdAt: this.now().toISOString(),
    };
    data.users.push(user);
    this.usersById?.set(user.id, user);
    touched.add('users').add('sequences');
    return user;
  }

  /** Whether `login` (a user name or an email) is some account's, case aside. */
  private loginTaken(login: string): boolean {
    const key = login.trim().toLowerCase();
    return this.low.data.users.some(
      (user) => user.username.toLowerCase() === key || user.email.toLowerCase() === key,
    );
  }

  private companyTx(company: number, touched: Set<string>): CompanyTx {
    const records = this.records(company);
    const data = this.low.data;
    const ownUser = (id: number) => {
      const user = this.findUser(id);
      return user?.company === company ? user : undefined;
    };
    const touch = (key: CompanyKey) => touched.add(partOf(NESTED, String(company), key));
    const list = (key: EntityKey) => records[key] as Entity[];
    /** Stores one new row (newest first); its list's sorted views are the caller's to update. */
    const add = <K extends EntityKey>(key: K, fields: NewItem<K>): Item<K> => {
      const item = {
        id: Store.next(records.sequences, key, list(key)),
        ...fields,
        createdAt: this.now().toISOString(),
      };
      touch('sequences');
      list(key).unshift(item);
      this.index(company, key).set(item.id, item);
      touch(key);
      return item as unknown as Item<K>;
    };
    return {
      id: company,
      list: (key) => records[key],
      find: (key, id) => this.find(company, key, id),
      insert: (key, fields) => {
        const item = add(key, fields);
        this.listCache(company, key).inserted([item]);
        return item;
      },
      insertMany: (key, rows) => {
        const items = rows.map((row) => add(key, row));
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
        touch(key);
        return item;
      },
      remove: (key, id) => {
        const items = list(key);
        const at = items.findIndex((item) => item.id === id);
        if (at < 0) return undefined;
        const [removed] = items.splice(at, 1);
        this.index(company, key).delete(id);
        if (removed) this.listCache(company, key).removed([removed]);
        touch(key);
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
        for (const item of removed) this.index(company, key).delete(item.id);
        this.listCache(company, key).removed(removed);
        touch(key);
        return removed as unknown as Item<typeof key>[];
      },
      get: (key) => records[key],
      set: <R extends RecordKey>(key: R, value: CompanyData[R]) => {
        records[key] = value;
        touch(key);
      },
      users: () => data.users.filter((user) => user.company === company),
      addUser: (fields) =>
        this.loginTaken(fields.username) || this.loginTaken(fields.email)
          ? undefined
          : this.pushUser({ company, ...fields }, touched),
      updateUser: (id, patch) => {
        const user = ownUser(id);
        if (!user) return undefined;
        Object.assign(user, patch, { id: user.id, company, createdAt: user.createdAt });
        touched.add('users');
        return user;
      },
      removeUser: (id) => {
        const user = ownUser(id);
        if (!user) return undefined;
        data.users.splice(data.users.indexOf(user), 1);
        this.usersById?.delete(id);
        for (const [hash, session] of Object.entries(data.sessions)) {
          if (session.userId === id) delete data.sessions[hash];
        }
        touched.add('users').add('sessions');
        return user;
      },
    };
  }
}
