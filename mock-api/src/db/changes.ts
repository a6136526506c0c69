/**
 * What a write changed, as the stores persist it: one row of a collection (an item by its id, a
 * user, a session by its hash), or a whole fragment (a company's single records, the sequences,
 * or a collection replaced whole, as when a company is added). The lowdb file rewrites the
 * fragments the changes fall in; PostgreSQL writes the rows, and logs the changes so every other
 * API process on the database applies them to its memory (db/pg.ts).
 */
import { partOf } from './fragment-file';
import { ENTITY_KEYS } from './types';

export type Change =
  | {
      /** The collection: 'users', 'sessions' or 'companies/<id>/<collection>'. */
      path: string;
      /** The row's id (or a session's token hash). */
      key: string;
      /** The row as it stands after the write; null when it was removed. */
      value: unknown;
      /** Set when the row is new: the collection keeps it first (newest first) or last. */
      at?: 'front' | 'back';
    }
  | { path: string; key?: undefined; value: unknown };

export const NESTED = 'companies';

const ENTITIES = new Set<string>(ENTITY_KEYS);

/** Whether a company's record `key` is a collection of rows (an entity: products, campaigns…). */
export const isEntityKey = (key: string): boolean => ENTITIES.has(key);

/** The paths whose values are collections of rows: users, sessions and each company's entities. */
export const isRowPath = (path: string): boolean => {
  if (path === 'users' || path === 'sessions') return true;
  const parts = path.split('/');
  return parts.length === 3 && parts[0] === NESTED && isEntityKey(parts[2] ?? '');
};

/** 'companies/3/products' → [3, 'products']; undefined for a provider-level path. */
export const companyPart = (path: string): [number, string] | undefined => {
  const parts = path.split('/');
  if (parts.length !== 3 || parts[0] !== NESTED) return undefined;
  return [Number(parts[1]), parts[2] as string];
};

export const companyPath = (company: number, key: string) => partOf(NESTED, String(company), key);

/**
 * Where a company's list of keys is kept ('companies/3'), in their order: a database row has no
 * order of its own, and a copy back to a file must give the file's bytes.
 */
export const keysPath = (company: number) => `${NESTED}/${company}`;

/** The company whose key list `path` names, if it names one. */
export const keysOf = (path: string): number | undefined => {
  const match = /^companies\/(\d+)$/.exec(path);
  return match ? Number(match[1]) : undefined;
};

/** A collection's rows by key, in their order: an array's items by id, or a record's entries. */
export const rowsOf = (value: unknown): [string, unknown][] =>
  Array.isArray(value)
    ? value.map((item) => [String((item as { id: number }).id), item])
    : Object.entries(value as Record<string, unknown>);
