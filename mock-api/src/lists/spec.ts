/**
 * What a list endpoint lets a client ask for, declared once next to its operation: the fields it
 * may filter, sort and search (json-server 0.17's conventions), the fields its counts group by and
 * its CSV export. The query parser, the OpenAPI parameters, the store's windows and the export
 * all read this declaration, and a query made from it is plain data any store can run.
 */
import type { CsvColumn } from 'shared-ui/csv';

/** How a field's values compare, filter and sort. */
export type FieldKind =
  | 'integer'
  | 'number'
  | 'boolean'
  /** One of `values` (compared as text: 'true', 'draft'). */
  | 'enum'
  /** Text: equality is exact, `_like` and `q` ignore case and accents, sorting is Spanish. */
  | 'text'
  /** A list of texts: equality is membership, sorting by the texts joined. */
  | 'texts'
  /** An ISO date or date-time: compared and sorted as text. */
  | 'date';

export interface FieldSpec {
  kind: FieldKind;
  /** The values of an enum field. */
  values?: readonly (string | number | boolean)[];
}

export type SortOrder = 'asc' | 'desc';

export interface SortKey {
  field: string;
  order: SortOrder;
}

/** The file a list's 'Exportar CSV' writes: its name and columns, as the screen shows them. */
export interface CsvExport<T> {
  /** The start of the file name: 'productos' gives 'productos-2026-11-23.csv'. */
  file: string;
  columns: readonly CsvColumn<T>[];
}

/** Another name for a filter, kept for the clients that use it: `since` for `createdAt_gte`. */
export interface Alias {
  field: string;
  op: 'eq' | 'gte' | 'lte';
  schema: Record<string, unknown>;
  example: string;
  description: string;
  /** The value as the filter compares it; undefined refuses it with `error`. */
  read: (raw: string) => string | number | undefined;
  error: string;
}

export interface ListSpec<T = never> {
  /** The fields a client may filter by (and sort and search by, when listed there). */
  fields: Readonly<Record<string, FieldSpec>>;
  /** The fields `_sort` may name. */
  sort: readonly string[];
  /** The text fields `q` looks in. */
  search: readonly string[];
  /** The order of the collection as stored (newest first), which `_sort` absent means. */
  order: readonly SortKey[];
  /** The fields `/counts?by=` may group by. */
  countBy?: readonly string[];
  csv?: CsvExport<T>;
  aliases?: Readonly<Record<string, Alias>>;
}

const kind =
  (k: FieldKind) =>
  (values?: FieldSpec['values']): FieldSpec =>
    values ? { kind: k, values } : { kind: k };

/** Field kinds, for declarations: `{ price: field.number(), status: field.boolean() }`. */
export const field = {
  integer: kind('integer'),
  number: kind('number'),
  boolean: () => ({ kind: 'boolean' }) as FieldSpec,
  enum: (values: readonly (string | number | boolean)[]): FieldSpec => ({ kind: 'enum', values }),
  text: kind('text'),
  texts: kind('texts'),
  date: kind('date'),
};

/** Newest first: the order every collection of records is stored in. */
export const NEWEST_FIRST: readonly SortKey[] = [
  { field: 'createdAt', order: 'desc' },
  { field: 'id', order: 'desc' },
];

/**
 * A list of records (with `id` and `createdAt`): those two are always filterable and sortable,
 * and the stored order is newest first.
 */
export const recordList = <T>(
  spec: Omit<ListSpec<T>, 'order'> & { order?: readonly SortKey[] },
): ListSpec<T> => ({
  ...spec,
  order: spec.order ?? NEWEST_FIRST,
  fields: { id: field.integer(), createdAt: field.date(), ...spec.fields },
  sort: [...new Set([...spec.sort, 'createdAt', 'id'])],
});
