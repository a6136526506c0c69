/**
 * The one seam through which operations touch a company's data: a view limited to one company,
 * whose finds, lists and writes cannot reach another's. `mount.ts` hands it to the handlers of
 * company-scoped operations as `call.db`; the lowdb store implements it (`store.ts`), and another
 * store (a database server) implements the same interface: a list query is plain data
 * (`lists/query.ts`) over fields its list declares (`lists/spec.ts`), so it maps to SQL's WHERE,
 * ORDER BY, OFFSET/LIMIT and COUNT … GROUP BY.
 */
import type { Counts, Window } from '../lists/engine';
import type { ListQuery } from '../lists/query';
import type { ListSpec } from '../lists/spec';
import type {
  CompanyData,
  EntityKey,
  Item,
  ListItem,
  Listed,
  NewItem,
  RecordKey,
  User,
} from './types';

/** A new account of the company: the user without what the store sets (id, company, createdAt). */
export type NewUser = Omit<User, 'id' | 'company' | 'createdAt'>;

/**
 * What a write callback gets for one company. It runs synchronously, so it sees and changes the
 * data atomically; it must check everything before it changes anything, because a throw after a
 * change would leave that change in memory.
 */
export interface CompanyTx {
  /** The company's id. */
  readonly id: number;
  /** Every item of a collection, newest first (read-only: change items through the methods). */
  list<K extends EntityKey>(key: K): readonly Item<K>[];
  find<K extends EntityKey>(key: K, id: number): Item<K> | undefined;
  insert<K extends EntityKey>(key: K, fields: NewItem<K>): Item<K>;
  /** Inserts in order; the last one ends up first (newest first). */
  insertMany<K extends EntityKey>(key: K, rows: NewItem<K>[]): Item<K>[];
  update<K extends EntityKey>(key: K, id: number, patch: Partial<Item<K>>): Item<K> | undefined;
  remove<K extends EntityKey>(key: K, id: number): Item<K> | undefined;
  removeWhere<K extends EntityKey>(key: K, test: (item: Item<K>) => boolean): Item<K>[];
  /** A single record (the company's data, its representative). */
  get<R extends RecordKey>(key: R): CompanyData[R];
  set<R extends RecordKey>(key: R, value: CompanyData[R]): void;
  /** The company's people who sign in. */
  users(): readonly User[];
  /**
   * Adds an account to the company; undefined (and nothing added) when its user name or email is
   * already some account's login, in any company: a login names one account.
   */
  addUser(fields: NewUser): User | undefined;
  updateUser(id: number, patch: Partial<NewUser>): User | undefined;
  /** Removes one of the company's accounts and ends every session of it at once. */
  removeUser(id: number): User | undefined;
}

/** One company's data, as a handler sees it: reads now, writes atomic and on disk when resolved. */
export interface CompanyDb {
  readonly id: number;
  /** Every item of a collection, newest first: for checks inside the API, never an answer. */
  list<K extends EntityKey>(key: K): readonly Item<K>[];
  find<K extends EntityKey>(key: K, id: number): Item<K> | undefined;
  get<R extends RecordKey>(key: R): CompanyData[R];
  /** The company's people who sign in. */
  users(): readonly User[];
  /**
   * A window of a list (the query's filters, `q`, order and rows), and how many rows match.
   * The list reads are asynchronous, as a database server's are, though lowdb answers at once.
   */
  window<K extends Listed>(key: K, spec: ListSpec, query: ListQuery): Promise<Window<ListItem<K>>>;
  /** How many rows of a list match the query, and per value of `by`. */
  count<K extends Listed>(key: K, spec: ListSpec, query: ListQuery, by?: string): Promise<Counts>;
  /**
   * Every row the query matches, in its order, in batches of `batch` rows (an export writes
   * each as it comes): the rows as they were when asked, whatever is written meanwhile.
   */
  rows<K extends Listed>(
    key: K,
    spec: ListSpec,
    query: ListQuery,
    batch: number,
  ): AsyncIterable<readonly ListItem<K>[]>;
  /** Prepares a list for its first requests (folds its search texts). */
  warm(key: Listed, spec: ListSpec): void;
  /** Runs `change` now and resolves with its result once the change is on disk. */
  write<T>(change: (tx: CompanyTx) => T): Promise<T>;
}
