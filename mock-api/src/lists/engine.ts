/**
 * Runs a list query over a collection: filters and `q`, the order, the window, the total and the
 * counts, in one pass that copies nothing but the window. What it reads through `ListSource` (the
 * rows in a sort order, a row's folded text) a store keeps between requests; `arraySource` works
 * them out each time, for a plain array.
 */
import { fold } from './fold';
import type { Filter, ListQuery, Value } from './query';
import type { FieldSpec, ListSpec, SortKey } from './spec';

export interface ListSource<T> {
  /** The rows in the list's own order (`spec.order`). */
  items: readonly T[];
  /** The rows in `sort` order (the list's own order breaking ties). */
  sorted(sort: readonly SortKey[]): readonly T[];
  /** The folded text `q` looks in. */
  text(item: T): string;
  /** A field's value as folded text, which `_like` looks in. */
  folded(item: T, field: string): string;
  /**
   * The rows whose folded text holds `needle`, in the list's own order, when the source can find
   * them faster than a test of every row (an index of the texts).
   */
  withText?(needle: string): readonly T[];
}

export interface Window<T> {
  rows: T[];
  total: number;
}

export interface Counts {
  total: number;
  /** Rows per value of the `by` field (its value as text: 'true', 'draft'). */
  by?: Record<string, number>;
}

const fieldOf = (item: unknown, field: string): unknown => (item as Record<string, unknown>)[field];

const textOf = (value: unknown): string =>
  Array.isArray(value) ? value.map(textOf).join(', ') : value == null ? '' : String(value);

/** A field's value as `_like` compares it: its text (a list's joined), folded. */
export const foldedField = (item: unknown, field: string): string =>
  fold(textOf(fieldOf(item, field)));

/** The text `q` looks in: the list's search fields, folded, joined by a space ('ana pérez'). */
export const searchText = (spec: ListSpec, item: unknown): string =>
  spec.search.map((field) => fold(textOf(fieldOf(item, field)))).join(' ');

const collator = new Intl.Collator('es', { sensitivity: 'base' });

const compareValues = (spec: FieldSpec, a: unknown, b: unknown): number => {
  if (a == null || b == null) return a == null ? (b == null ? 0 : -1) : 1;
  switch (spec.kind) {
    case 'integer':
    case 'number':
      return Number(a) - Number(b);
    case 'text':
    case 'texts':
      return collator.compare(textOf(a), textOf(b));
    case 'boolean':
      return Number(a) - Number(b);
    case 'enum': {
      const values = spec.values ?? [];
      return values.indexOf(a as Value) - values.indexOf(b as Value);
    }
    default: {
      const x = textOf(a);
      const y = textOf(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
  }
};

/** The sort asked for, then the list's own order: a total order, the same in every store. */
export const fullSort = (spec: ListSpec, sort: readonly SortKey[]): SortKey[] => {
  const named = new Set(sort.map((key) => key.field));
  return [...sort, ...spec.order.filter((key) => !named.has(key.field))];
};

export const comparator = (spec: ListSpec, sort: readonly SortKey[]) => {
  const keys = fullSort(spec, sort).map((key) => ({
    field: key.field,
    sign: key.order === 'desc' ? -1 : 1,
    spec: spec.fields[key.field] ?? { kind: 'text' as const },
  }));
  return (a: unknown, b: unknown): number => {
    for (const key of keys) {
      const c = compareValues(key.spec, fieldOf(a, key.field), fieldOf(b, key.field));
      if (c !== 0) return key.sign * c;
    }
    return 0;
  };
};

const sameSort = (a: readonly SortKey[], b: readonly SortKey[]) =>
  a.length === b.length &&
  a.every((key, i) => key.field === b[i]?.field && key.order === b[i]?.order);

const reversed = (sort: readonly SortKey[]): SortKey[] =>
  sort.map((key) => ({ field: key.field, order: key.order === 'asc' ? 'desc' : 'asc' }));

/** The rows in the query's order: the list's own (or its reverse) as stored, else a sorted view. */
function* inOrder<T>(spec: ListSpec, source: ListSource<T>, sort: readonly SortKey[]) {
  const full = fullSort(spec, sort);
  const items = source.items;
  if (sameSort(full, spec.order)) {
    for (let i = 0; i < items.length; i += 1) yield items[i] as T;
  } else if (sameSort(full, reversed(spec.order))) {
    for (let i = items.length - 1; i >= 0; i -= 1) yield items[i] as T;
  } else {
    yield* source.sorted(sort);
  }
}

const test = (spec: FieldSpec, filter: Filter, value: unknown): boolean => {
  const { op, values } = filter;
  switch (op) {
    case 'eq':
      return spec.kind === 'texts'
        ? Array.isArray(value) && values.some((v) => value.includes(v))
        : values.some((v) => v === value);
    case 'ne':
      return spec.kind === 'texts'
        ? !(Array.isArray(value) && values.some((v) => value.includes(v)))
        : !values.some((v) => v === value);
    default: {
      if (value == null) return false;
      const c = compareValues(spec, value, values[0]);
      return op === 'gte' ? c >= 0 : c <= 0;
    }
  }
};

/** Whether a row passes the query's filters and `q`. */
export const matcher = <T>(spec: ListSpec, source: ListSource<T>, query: ListQuery) => {
  const checks = query.filters.map((filter) => {
    if (filter.op === 'like') {
      const needles = filter.values.map(String);
      return (item: T) => {
        const text = source.folded(item, filter.field);
        return needles.some((needle) => text.includes(needle));
      };
    }
    const field = spec.fields[filter.field] ?? { kind: 'text' as const };
    return (item: T) => test(field, filter, fieldOf(item, filter.field));
  });
  const needle = query.search;
  return (item: T) =>
    checks.every((check) => check(item)) && (needle === '' || source.text(item).includes(needle));
};

/** Every row the query matches, in its order (an export's rows, a search's answer). */
export function* matchingRows<T>(spec: ListSpec, source: ListSource<T>, query: ListQuery) {
  const found = query.search === '' ? undefined : source.withText?.(query.search);
  if (!found) {
    const matches = matcher(spec, source, query);
    for (const item of inOrder(spec, source, query.sort)) if (matches(item)) yield item;
    return;
  }
  // `q` answered by the source's index: the other filters run over its rows only.
  const rest = matcher(spec, source, { ...query, search: '' });
  const full = fullSort(spec, query.sort);
  if (sameSort(full, spec.order)) {
    for (const item of found) if (rest(item)) yield item;
  } else if (sameSort(full, reversed(spec.order))) {
    for (let i = found.length - 1; i >= 0; i -= 1) if (rest(found[i] as T)) yield found[i] as T;
  } else {
    const holds = new Set(found);
    for (const item of source.sorted(query.sort)) if (holds.has(item) && rest(item)) yield item;
  }
}

/** The rows in the query's order, as an array to index: no filter to run, so no pass over it. */
const orderedArray = <T>(spec: ListSpec, source: ListSource<T>, sort: readonly SortKey[]) => {
  const full = fullSort(spec, sort);
  if (sameSort(full, spec.order)) return { rows: source.items, reversed: false };
  if (sameSort(full, reversed(spec.order))) return { rows: source.items, reversed: true };
  return { rows: source.sorted(sort), reversed: false };
};

/** The query's window and how many rows match in all: one pass by index, copying the window only. */
export const windowOf = <T>(spec: ListSpec, source: ListSource<T>, query: ListQuery): Window<T> => {
  const ordered = orderedArray(spec, source, query.sort);
  const all = ordered.rows;
  const count = all.length;
  const at = ordered.reversed ? (i: number) => all[count - 1 - i] as T : (i: number) => all[i] as T;
  if (query.filters.length === 0 && query.search === '') {
    // Every row matches: the total is the list's length and the window a slice of its order.
    const end = Math.min(query.end, count);
    if (!ordered.reversed) return { rows: all.slice(query.start, end), total: count };
    const rows: T[] = [];
    for (let i = query.start; i < end; i += 1) rows.push(at(i));
    return { rows, total: count };
  }
  const rows: T[] = [];
  let total = 0;
  const matches = matcher(spec, source, query);
  for (let i = 0; i < count; i += 1) {
    const item = at(i);
    if (!matches(item)) continue;
    if (total >= query.start && total < query.end) rows.push(item);
    total += 1;
  }
  return { rows, total };
};

/** How many rows match, and per value of `by`. */
export const countOf = <T>(
  spec: ListSpec,
  source: ListSource<T>,
  query: ListQuery,
  by?: string,
): Counts => {
  const found = query.search === '' ? undefined : source.withText?.(query.search);
  const matches = matcher(spec, source, found ? { ...query, search: '' } : query);
  let total = 0;
  const groups: Record<string, number> = {};
  for (const item of found ?? source.items) {
    if (!matches(item)) continue;
    total += 1;
    if (by !== undefined) {
      const key = textOf(fieldOf(item, by));
      groups[key] = (groups[key] ?? 0) + 1;
    }
  }
  return by === undefined ? { total } : { total, by: groups };
};

/** A source over a plain array, sorting and folding at each request (tests, small lists). */
export const arraySource = <T>(spec: ListSpec, items: readonly T[]): ListSource<T> => ({
  items,
  sorted: (sort) => [...items].sort(comparator(spec, sort)),
  text: (item) => searchText(spec, item),
  folded: (item, field) => foldedField(item, field),
});

/** A sorted view kept in order as its rows change: the position a row goes to. */
export const insertionPoint = <T>(
  rows: readonly T[],
  item: T,
  compare: (a: T, b: T) => number,
  /** Where to start looking: `item` goes at or after it. */
  from = 0,
): number => {
  let low = from;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(rows[mid] as T, item) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
};
