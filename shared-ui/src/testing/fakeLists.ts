/**
 * How the fake API reads a list the way mock-api does (mock-api/src/lists/query.ts, engine.ts):
 * json-server 0.17's field filters (`_ne`, `_like`, `_gte`, `_lte`, `id=1&id=2`), `q`,
 * `_sort`/`_order`, the window (`_start`/`_end` or `_page`/`_limit`), its total, and the counts of
 * `GET <list>/counts?_by=`. The rows are whatever array the route answers, in the list's own order.
 */
import { CLIENT_ERROR_PHASES } from '../schemas/clientError';
import { api as apiTexts } from '../texts';
import type { LedgerKind } from '../types';

/** What the fake knows of a list that its rows cannot tell. */
interface ListFacts {
  /** The text fields `q` looks in. */
  search: readonly string[];
  /** The fields `GET <list>/counts?_by=` may group by. */
  countBy?: readonly string[];
  /** Enum fields, which sort in their declared order (campaigns: active, inactive, draft). */
  enums?: Readonly<Record<string, readonly (string | number | boolean)[]>>;
  /** The direction of the list's own order, which `_order` without `_sort` turns round. */
  order?: 'asc' | 'desc';
}

/**
 * The lists of the API, as their declarations say (mock-api/src/routes/*.ts: `search`, `countBy`,
 * the `field.enum` fields; `order` is newest first unless declared): keep them in step. A path not
 * here searches every text field of its rows, counts nothing and keeps its own order descending.
 */
export const LISTS: Readonly<Record<string, ListFacts>> = {
  '/campaings': {
    search: ['name'],
    countBy: ['status'],
    enums: { status: [true, false, 'draft'] },
  },
  '/products': { search: ['name', 'name_presentation'], countBy: ['status'] },
  '/categories': { search: ['name'], countBy: ['status'] },
  '/profiles': { search: ['name', 'lastName'] },
  '/knowledgebase': { search: ['name'] },
  '/questionsandanswers': { search: ['question', 'answers'] },
  '/client-errors': {
    search: ['code', 'message', 'route'],
    enums: { phase: CLIENT_ERROR_PHASES },
  },
  '/walletuser': { search: [] },
  '/recargas': { search: [] },
  '/consumos': { search: [] },
  '/movimientos': {
    search: [],
    countBy: ['kind'],
    enums: { kind: ['top-up', 'correction', 'consumption'] satisfies LedgerKind[] },
  },
  '/settings': { search: [] },
  '/inbound-graph': { search: [], order: 'asc' },
};

/** The most rows one answer holds, and the first rows of a list asked no window (MAX_WINDOW). */
const MAX_WINDOW = 1000;
/** A `_page` without `_limit` holds this many rows (json-server's default). */
const DEFAULT_PAGE_SIZE = 10;

const WINDOW = ['_start', '_end', '_page', '_limit'] as const;
const RESERVED = new Set<string>([...WINDOW, '_sort', '_order', 'q', '_by']);
const OPS = ['ne', 'like', 'gte', 'lte'] as const;
type Op = 'eq' | (typeof OPS)[number];

/** Text as searches compare it (mock-api/src/lists/fold.ts): lower case, no accents, trimmed. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

type Row = Record<string, unknown>;

const textOf = (value: unknown): string =>
  Array.isArray(value) ? value.map(textOf).join(', ') : value == null ? '' : String(value);

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * Two values of a field as the API orders them: an enum in its declared order, numbers and
 * booleans by value, anything else as Spanish text (a list by its texts joined); null first.
 */
const compare = (a: unknown, b: unknown, values?: readonly unknown[]): number => {
  if (a == null || b == null) return a == null ? (b == null ? 0 : -1) : 1;
  if (values) return values.indexOf(a) - values.indexOf(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(textOf(a), textOf(b));
};

/** A query value as the field compares it: a number for a numeric field, else the text. */
const valueLike = (sample: unknown, raw: string): unknown =>
  typeof sample === 'number' && raw.trim() !== '' ? Number(raw) : raw;

/** Whether a row's value is the query's: as text (`status=true`, `status=draft`), a list by membership. */
const equals = (value: unknown, raw: string): boolean => {
  if (value == null) return false;
  if (Array.isArray(value)) return value.some((item) => equals(item, raw));
  return typeof value === 'number' ? value === Number(raw) : String(value) === raw;
};

interface Filter {
  field: string;
  op: Op;
  values: string[];
}

/** The field and operator a parameter names ('price_gte' → price, gte), when the rows have it. */
const filterOf = (name: string, has: (field: string) => boolean) => {
  if (has(name)) return { field: name, op: 'eq' as Op };
  for (const op of OPS) {
    const field = name.endsWith(`_${op}`) ? name.slice(0, -op.length - 1) : '';
    if (field && has(field)) return { field, op };
  }
  return undefined;
};

const passes = (row: Row, { field, op, values }: Filter, facts: ListFacts): boolean => {
  const value = row[field];
  switch (op) {
    case 'eq':
      return values.some((raw) => equals(value, raw));
    case 'ne':
      return !values.some((raw) => equals(value, raw));
    case 'like': {
      const text = fold(textOf(value));
      return values.some((raw) => text.includes(fold(raw)));
    }
    default: {
      if (value == null) return false;
      const c = compare(value, valueLike(value, values[0] ?? ''), facts.enums?.[field]);
      return op === 'gte' ? c >= 0 : c <= 0;
    }
  }
};

/** The API's 400 for a bad list parameter, naming it (mock-api/src/texts.ts `list`). */
export class ListQueryError extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(apiTexts.invalidBody);
  }

  get body() {
    return { message: this.message, errors: this.errors };
  }
}

/** A list request read: which rows match, in which order, which window, grouped by what. */
export interface ListRequest {
  /** Whether the request asked anything of the list (a filter, `q`, an order or a window). */
  asked: boolean;
  matches: (row: Row) => boolean;
  sort: (rows: Row[]) => Row[];
  start: number;
  end: number;
  by?: string;
}

const lastParam = (query: URLSearchParams, name: string) => query.getAll(name).at(-1);

const wholeNumber = (raw: string, min: number) =>
  /^\d{1,10}$/.test(raw) && Number(raw) >= min ? Number(raw) : undefined;

/** The API's refusals of a list parameter, as mock-api/src/texts.ts words them. */
const refusals = {
  notWholeNumber: (min: number) => `Debe ser un número entero mayor o igual que ${min}`,
  windowTooLarge: `Como máximo ${MAX_WINDOW} registros por petición`,
  endBeforeStart: '_end debe ser mayor o igual que _start',
  mixedPaging: 'Use _page y _limit, o _start y _end, no ambos',
  badOrder: 'El orden es asc o desc',
  unknownCount: (field: string, fields: readonly string[]) =>
    `No se puede contar por «${field}». Campos: ${fields.join(', ')}`,
};

/** Reads the query of `GET <path>` over `rows` (`counts`: the query of `GET <path>/counts`). */
export function readListQuery(
  path: string,
  query: URLSearchParams,
  rows: readonly unknown[],
  counts = false,
): ListRequest {
  const facts = LISTS[path] ?? { search: [] };
  const fields = new Set<string>();
  for (const row of rows) if (row && typeof row === 'object') for (const k in row) fields.add(k);
  const errors: Record<string, string> = {};

  // Field filters: a name the rows do not have is no field (the API would refuse it; `since`
  // and other aliases pass through unread).
  const filters: Filter[] = [];
  for (const name of new Set(query.keys())) {
    if (RESERVED.has(name)) continue;
    const filter = filterOf(name, (field) => fields.has(field));
    if (filter) filters.push({ ...filter, values: query.getAll(name) });
  }

  const q = fold(lastParam(query, 'q') ?? '');
  const searched = LISTS[path]
    ? (row: Row) => facts.search.map((field) => fold(textOf(row[field])))
    : (row: Row) =>
        Object.values(row)
          .filter((value): value is string => typeof value === 'string')
          .map(fold);
  const matches = (row: Row) =>
    filters.every((filter) => passes(row, filter, facts)) &&
    (q === '' || searched(row).join(' ').includes(q));

  // The order: the fields asked, each asc unless its `_order` says desc; ties keep the rows'
  // own order. `_order` alone turns the list's own order round when it differs.
  const sortFields = (lastParam(query, '_sort') ?? '').split(',').filter(Boolean);
  const orders = (lastParam(query, '_order') ?? '')
    .split(',')
    .filter(Boolean)
    .map((o) => o.toLowerCase());
  if (orders.some((o) => o !== 'asc' && o !== 'desc')) errors._order = refusals.badOrder;
  const keys = sortFields.map((field, i) => ({
    field,
    sign: orders[i] === 'desc' ? -1 : 1,
    values: facts.enums?.[field],
  }));
  const flip = sortFields.length === 0 && !!orders[0] && orders[0] !== (facts.order ?? 'desc');
  const sort = (list: Row[]) => {
    if (flip) return [...list].reverse();
    if (keys.length === 0) return list;
    return [...list].sort((a, b) => {
      for (const key of keys) {
        const c = compare(a[key.field], b[key.field], key.values);
        if (c !== 0) return key.sign * c;
      }
      return 0;
    });
  };

  // The window: `_page`/`_limit`, or `_start`/`_end` (or `_limit` rows from `_start`); none
  // asked, the first MAX_WINDOW rows (all of them when nothing at all was asked).
  const ints: Partial<Record<(typeof WINDOW)[number], number>> = {};
  for (const name of WINDOW) {
    const raw = lastParam(query, name);
    if (raw === undefined) continue;
    const min = name === '_page' || name === '_limit' ? 1 : 0;
    const n = wholeNumber(raw, min);
    if (n === undefined) errors[name] = refusals.notWholeNumber(min);
    else ints[name] = n;
  }
  const has = (name: string) => query.has(name);
  let start = 0;
  let end = MAX_WINDOW;
  if (has('_page') && (has('_start') || has('_end'))) {
    errors._page = refusals.mixedPaging;
  } else if (ints._page !== undefined) {
    const limit = ints._limit ?? DEFAULT_PAGE_SIZE;
    start = (ints._page - 1) * limit;
    end = start + limit;
  } else if (has('_start') || has('_end') || has('_limit')) {
    start = ints._start ?? 0;
    end = ints._end ?? start + (ints._limit ?? MAX_WINDOW);
    if (end < start) errors._end = refusals.endBeforeStart;
  }
  if (end - start > MAX_WINDOW) errors[has('_end') ? '_end' : '_limit'] = refusals.windowTooLarge;

  let by: string | undefined;
  const byParam = lastParam(query, '_by');
  if (counts && byParam !== undefined) {
    if (facts.countBy?.includes(byParam)) by = byParam;
    else errors._by = refusals.unknownCount(byParam, facts.countBy ?? []);
  }

  if (Object.keys(errors).length > 0) throw new ListQueryError(errors);
  const asked =
    filters.length > 0 ||
    q !== '' ||
    sortFields.length > 0 ||
    orders.length > 0 ||
    WINDOW.some(has);
  return { asked, matches, sort, start, end, ...(by ? { by } : {}) };
}

/** The window a list route answers, and `X-Total-Count`: every row the filters and `q` match. */
export function listWindow(rows: readonly unknown[], request: ListRequest) {
  const all = rows as Row[];
  if (!request.asked) return { rows: all, total: all.length };
  const matching = request.sort(all.filter(request.matches));
  return { rows: matching.slice(request.start, request.end), total: matching.length };
}

/** What `GET <list>/counts` answers: the matching rows in all, and per value of `_by` as text. */
export function listCounts(rows: readonly unknown[], request: ListRequest) {
  const matching = (rows as Row[]).filter(request.matches);
  if (request.by === undefined) return { total: matching.length };
  const by: Record<string, number> = {};
  for (const row of matching) {
    const key = textOf(row[request.by]);
    by[key] = (by[key] ?? 0) + 1;
  }
  return { total: matching.length, by };
}
